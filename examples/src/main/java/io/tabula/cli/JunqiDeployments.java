package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.junqi.JunqiModule;
import io.tabula.junqi.notation.DeploymentText;
import io.tabula.junqi.rules.Deployment;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Junqi's deployments for {@code tabula play junqi --deploy SIDE=random|hand|FILE}: drawn at
 * random (seeded), typed at the terminal by that side's player, or read from a file, in
 * the forms of {@link DeploymentText} (the six rows of the side's half, top row first, or
 * {@code b1=F d1=M ...}). An illegal deployment is refused with its violations. Where two
 * humans share the terminal, each typed deployment is preceded by a {@link HandOver}, so
 * the next player cannot read the rows the previous one typed (the game then starts with
 * another hand-over).
 */
final class JunqiDeployments {
    private JunqiDeployments() {
    }

    /**
     * The starting state, or empty when the input ended while a player was deploying.
     *
     * @param hotSeat whether two humans share the terminal, so that each typed deployment is
     *                typed after a hand-over
     * @throws TabulaException for a file that cannot be read or holds an illegal deployment
     */
    static Optional<GameState> start(GameDefinition definition, Map<String, String> how, long seed, boolean hotSeat,
                                     BufferedReader in, PrintWriter out) {
        JunqiModule module = (JunqiModule) definition.module();
        SplittableRandom random = new SplittableRandom(seed);
        List<Deployment> deployments = new ArrayList<>();
        for (Side side : definition.type().sides()) {
            String source = how.getOrDefault(side.id(), "random");
            Optional<Deployment> deployment = switch (source) {
                case "random" -> Optional.of(Deployment.random(side, random.split()));
                case "hand" -> hotSeat && !HandOver.to(side.id(), in, out) ? Optional.<Deployment>empty()
                        : byHand(side, in, out);
                default -> Optional.of(fromFile(side, Path.of(source)));
            };
            if (deployment.isEmpty()) {
                return Optional.empty();
            }
            deployments.add(deployment.get());
        }
        return Optional.of(module.deploy(definition, deployments.get(0), deployments.get(1)));
    }

    private static Deployment fromFile(Side side, Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new TabulaException(file + ": cannot read " + side.id() + "'s deployment: " + e.getMessage());
        }
        Deployment deployment;
        try {
            deployment = DeploymentText.parse(side, text);
        } catch (NotationException e) {
            throw new TabulaException(file + ": " + e.getMessage());
        }
        if (!deployment.isLegal()) {
            throw new TabulaException(file + ": " + side.id() + "'s deployment is not legal: "
                    + Deployment.describe(deployment.violations()));
        }
        return deployment;
    }

    private static Optional<Deployment> byHand(Side side, BufferedReader in, PrintWriter out) {
        while (true) {
            out.println(side.id() + ": type your deployment: the six rows of your half, top row first (red: rows 6 "
                    + "to 1, blue: rows 12 to 7), cells like 40 39 F M B 32 or . for a camp; or one line "
                    + "b1=F d1=M ...; or 'random':");
            out.flush();
            String first = readLine(in);
            if (first == null) {
                return Optional.empty();
            }
            if (first.strip().equalsIgnoreCase("random")) {
                return Optional.of(Deployment.random(side, new SplittableRandom()));
            }
            String text = first;
            if (!first.contains("=")) {
                StringBuilder rows = new StringBuilder(first);
                for (int i = 1; i < 6; i++) {
                    String line = readLine(in);
                    if (line == null) {
                        return Optional.empty();
                    }
                    rows.append('\n').append(line);
                }
                text = rows.toString();
            }
            try {
                Deployment deployment = DeploymentText.parse(side, text);
                if (deployment.isLegal()) {
                    return Optional.of(deployment);
                }
                out.println("not a legal deployment: " + Deployment.describe(deployment.violations()));
            } catch (NotationException e) {
                out.println("cannot read that deployment: " + e.getMessage());
            }
        }
    }

    private static String readLine(BufferedReader in) {
        try {
            return in.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
