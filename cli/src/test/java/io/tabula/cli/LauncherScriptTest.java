package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./tabula} launcher rebuilds only when Tabula's own build inputs are newer than
 * the jar: the root pom, and each listed module's pom and {@code src/main}. It runs here on
 * a copy of the script in a small fake repository, with {@code mvn} and {@code java} replaced
 * by scripts that log their call; file times are set explicitly, never waited for.
 */
class LauncherScriptTest {
    private static final Instant JAR_TIME = Instant.parse("2026-01-01T12:00:00Z");

    @TempDir
    Path root;
    private Path log;

    @BeforeEach
    void fakeRepository() throws IOException {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "the launcher is a bash script; no /bin/bash here");
        Files.copy(Path.of("../tabula"), root.resolve("tabula"));
        executable(root.resolve("tabula"));
        Files.writeString(root.resolve("pom.xml"), """
                <project><modules>
                    <module>framework</module>
                    <module>cli</module>
                </modules></project>
                """);
        for (String file : List.of("framework/pom.xml", "framework/src/main/java/Rules.java",
                "framework/src/test/java/RulesTest.java", "cli/pom.xml", "cli/src/main/java/Cli.java",
                "cli/target/tabula.jar")) {
            Files.createDirectories(root.resolve(file).getParent());
            Files.writeString(root.resolve(file), file);
        }
        Path bin = Files.createDirectories(root.resolve("fake-bin"));
        log = root.resolve("calls.log");
        for (String tool : List.of("mvn", "java")) {
            Files.writeString(bin.resolve(tool), "#!/bin/bash\necho " + tool + " >> '" + log + "'\n");
            executable(bin.resolve(tool));
        }
        try (var files = Files.walk(root)) {
            for (Path file : files.toList()) {
                Files.setLastModifiedTime(file, FileTime.from(JAR_TIME.minusSeconds(3600)));
            }
        }
        Files.setLastModifiedTime(root.resolve("cli/target/tabula.jar"), FileTime.from(JAR_TIME));
    }

    @Test
    void upToDate_runsWithoutBuilding() throws Exception {
        assertEquals(List.of("java"), launch());
    }

    @Test
    void aUsersJavaFolderInsideTheRepository_doesNotTriggerABuild() throws Exception {
        Path users = root.resolve("my-game/src/org/example/MyGame.java");
        Files.createDirectories(users.getParent());
        Files.writeString(users, "class MyGame {}");
        newer(users);
        newer(users.getParent());
        newer(root.resolve("my-game"));
        newer(root);
        Path test = root.resolve("framework/src/test/java/RulesTest.java");
        newer(test);
        assertEquals(List.of("java"), launch());
    }

    @Test
    void aChangedMainSource_triggersABuild() throws Exception {
        newer(root.resolve("framework/src/main/java/Rules.java"));
        assertEquals(List.of("mvn", "java"), launch());
    }

    @Test
    void aChangedModulePom_triggersABuild() throws Exception {
        newer(root.resolve("cli/pom.xml"));
        assertEquals(List.of("mvn", "java"), launch());
    }

    @Test
    void aRemovedMainSource_triggersABuild() throws Exception {
        Path source = root.resolve("cli/src/main/java/Cli.java");
        Files.delete(source);
        newer(source.getParent());
        assertEquals(List.of("mvn", "java"), launch());
    }

    @Test
    void aMissingJar_triggersABuild() throws Exception {
        Files.delete(root.resolve("cli/target/tabula.jar"));
        assertEquals(List.of("mvn", "java"), launch());
    }

    private List<String> launch() throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("/bin/bash", root.resolve("tabula").toString(), "--version")
                .redirectErrorStream(true).redirectOutput(root.resolve("launcher.out").toFile());
        builder.environment().put("PATH", root.resolve("fake-bin") + ":/usr/bin:/bin");
        int status = builder.start().waitFor();
        assertEquals(0, status, Files.readString(root.resolve("launcher.out")));
        return Files.exists(log) ? Files.readAllLines(log) : List.of();
    }

    private static void newer(Path file) throws IOException {
        Files.setLastModifiedTime(file, FileTime.from(JAR_TIME.plusSeconds(3600)));
    }

    private static void executable(Path file) throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
