package io.tabula.evaluation.spark;

import org.apache.spark.SparkConf;

/** Spark in local mode for tests: two cores, no web UI, bound to the loopback, nothing from the network. */
public final class LocalSpark {
    private LocalSpark() {
    }

    public static SparkConf conf() {
        return new SparkConf()
                .setMaster("local[2]")
                .setAppName("tabula test")
                .set("spark.ui.enabled", "false")
                .set("spark.ui.showConsoleProgress", "false")
                .set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1");
    }
}
