package io.tabula.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.http.sse.SseHandler;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.options.OptionException;
import io.tabula.record.GameRecord;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Executor;

/**
 * {@code tabula serve}: the web API of docs/WEB.md and the page's static files, on Javalin.
 * Nothing here knows a game: boards come from the modules' painters, moves from their
 * notations, records from their formats. Every request is validated; a refused one gets
 * {@code {"error": "..."}} with its status and changes nothing.
 */
public final class WebServer {
    /** Where the page's files are on the class path. */
    static final String PUBLIC = "/io/tabula/web/public";
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(WebServer.class);
    private static final String JSON = "application/json; charset=utf-8";
    /** Marks a request whose error the API has answered, so that Javalin's 404 page does not replace it. */
    private static final String ANSWERED = "tabula.answered";

    private final ObjectMapper mapper = new ObjectMapper();
    private final GameRegistry registry;
    private final Matches matches;
    private final Events events = new Events();
    private final Snapshots snapshots;
    private final Lobby lobby;
    private final Records records;
    private final Cases cases;
    private final Engines engines;
    private final List<String> skipped = new ArrayList<>();
    private Javalin app;

    /**
     * @param registry      the games it serves
     * @param data          the folder of its matches, read now and written after every change;
     *                      empty to keep them in memory only
     * @param agentExecutor where agents think (one thread keeps an agent to one move at a time)
     */
    public WebServer(GameRegistry registry, Optional<Path> data, Executor agentExecutor) {
        this(registry, data, agentExecutor, Map.of(), io.tabula.referee.EngineLauncher.PROCESSES);
    }

    /**
     * @param engines  the external engines a match may seat, by name ({@code engine:NAME})
     * @param launcher how their processes are started
     */
    public WebServer(GameRegistry registry, Optional<Path> data, Executor agentExecutor,
            Map<String, io.tabula.referee.PlayerSpec> engines, io.tabula.referee.EngineLauncher launcher) {
        this.registry = registry;
        this.engines = new Engines(engines, launcher, java.time.Duration.ofSeconds(60));
        MatchStore store = new MatchStore(data, registry, this.engines);
        this.matches = new Matches(new Secrets(), store, events, agentExecutor, this.engines);
        this.lobby = new Lobby(mapper, registry);
        this.records = new Records(registry);
        this.snapshots = new Snapshots(mapper, records);
        this.cases = new Cases(mapper, registry);
        matches.restore(store.loadAll(skipped));
    }

    /** The files of the data folder that could not be read at start, each with why. */
    public List<String> skippedFiles() {
        return List.copyOf(skipped);
    }

    /**
     * Starts listening on {@code host}:{@code port} (0 for any free port). On a loopback address
     * it answers only requests whose {@code Host} names this computer ({@code localhost},
     * {@code 127.0.0.1}, {@code [::1]}), so that a web site whose name an attacker points at
     * 127.0.0.1 (DNS rebinding) cannot use the server from a browser.
     */
    public WebServer start(String host, int port) {
        boolean loopback;
        try {
            loopback = java.net.InetAddress.getByName(host).isLoopbackAddress();
        } catch (java.net.UnknownHostException e) {
            throw new IllegalArgumentException("unknown host " + host, e);
        }
        app = Javalin.create(config -> configure(config, loopback)).start(host, port);
        return this;
    }

    /** The port it listens on. */
    public int port() {
        return app.port();
    }

    public void stop() {
        if (app != null) {
            app.stop();
        }
        matches.close();
    }

    private void configure(JavalinConfig config, boolean loopback) {
        config.startup.showJavalinBanner = false;
        if (WebServer.class.getResource(PUBLIC) != null) {
            config.staticFiles.add(PUBLIC, Location.CLASSPATH);
        }
        var routes = config.routes;
        routes.before(ctx -> {
            // seat tokens travel in page addresses: never hand them on to another site, nor keep answers
            ctx.header("Referrer-Policy", "no-referrer");
            ctx.header("X-Content-Type-Options", "nosniff");
            if (ctx.path().startsWith("/api/")) {
                ctx.header("Cache-Control", "no-store");
            }
        });
        if (loopback) {
            routes.before(ctx -> {
                if (!LOCAL_HOSTS.contains(hostName(ctx.header("Host")))) {
                    throw ApiException.forbidden("this server answers requests to localhost only");
                }
            });
        }
        routes.get("/api/games", ctx -> json(ctx, lobby.games()));
        routes.get("/api/agents", ctx -> json(ctx, lobby.agents()));
        routes.get("/api/engines", ctx -> json(ctx, engines.list(mapper, registry)));
        routes.post("/api/matches", this::createMatch);
        routes.get("/api/matches/{id}", ctx -> {
            LiveMatch match = matches.find(ctx.pathParam("id"));
            int player = Matches.player(match, ctx.queryParam("seat"));
            json(ctx, snapshots.snapshot(match, player, ply(ctx)));
        });
        routes.get("/api/matches/{id}/legal", ctx -> {
            LiveMatch match = matches.find(ctx.pathParam("id"));
            json(ctx, snapshots.legal(match, Matches.player(match, ctx.queryParam("seat"))));
        });
        routes.post("/api/matches/{id}/moves", ctx -> {
            LiveMatch match = matches.find(ctx.pathParam("id"));
            JsonNode body = Bodies.json(ctx, mapper);
            int player = Matches.player(match, text(body, "seat"));
            JsonNode version = body.get("version");
            if (version == null || !version.canConvertToLong()) {
                throw ApiException.badRequest("a move needs the version of the game it was made in (\"version\": 17)");
            }
            matches.move(match, player, text(body, "move"), version.asLong());
            json(ctx, snapshots.snapshot(match, player, OptionalInt.empty()));
        });
        routes.post("/api/matches/{id}/dead", ctx -> {
            LiveMatch match = matches.find(ctx.pathParam("id"));
            JsonNode body = Bodies.json(ctx, mapper);
            int player = Matches.player(match, text(body, "seat"));
            JsonNode version = body.get("version");
            if (version == null || !version.canConvertToLong()) {
                throw ApiException.badRequest("marking dead stones needs the version of the game (\"version\": 17)");
            }
            boolean confirm = body.path("confirm").asBoolean(false);
            if (confirm == body.hasNonNull("toggle")) {
                throw ApiException.badRequest("say \"toggle\": \"D4\" (a stone of the chain to mark dead or alive) "
                        + "or \"confirm\": true, one of them");
            }
            matches.deadStones(match, player, confirm ? null : text(body, "toggle"), version.asLong());
            json(ctx, snapshots.snapshot(match, player, OptionalInt.empty()));
        });
        routes.post("/api/matches/{id}/undo", ctx -> {
            LiveMatch match = matches.find(ctx.pathParam("id"));
            int player = Matches.player(match, text(Bodies.json(ctx, mapper), "seat"));
            matches.undo(match, player);
            json(ctx, snapshots.snapshot(match, player, OptionalInt.empty()));
        });
        routes.get("/api/matches/{id}/events", ctx -> {
            LiveMatch match = matches.find(ctx.pathParam("id"));
            Matches.player(match, ctx.queryParam("seat"));
            new SseHandler(client -> events.listen(match.id(), match.version(), client)).handle(ctx);
        });
        routes.get("/api/matches/{id}/record.{extension}", this::record);
        routes.post("/api/records", ctx -> {
            String text = Bodies.text(ctx);
            GameRecord record = records.upload(Optional.ofNullable(ctx.queryParam("game")).filter(g -> !g.isEmpty()),
                    text);
            int players = record.definition().type().players();
            created(ctx, matches.create(record, java.util.Collections.nCopies(players, "human")));
        });
        routes.post("/api/cases", ctx -> json(ctx, cases.check(Bodies.text(ctx))));
        routes.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        routes.exception(Exception.class, (e, ctx) -> {
            // a bug, here or in a game module: the page gets its kind, the server's log the whole of it
            LOG.error("internal error answering {} {}", ctx.method(), ctx.path(), e);
            error(ctx, 500, "internal error: the server could not answer this request (" + e.getClass().getSimpleName()
                    + "); its log says more");
        });
        routes.error(404, ctx -> {
            if (ctx.attribute(ANSWERED) == null) {
                error(ctx, 404, "there is nothing at " + ctx.path());
            }
        });
    }

    private void createMatch(Context ctx) {
        JsonNode body = Bodies.json(ctx, mapper);
        GameDefinition definition = definition(body);
        JsonNode seatsNode = body.get("seats");
        List<String> seats = new ArrayList<>();
        if (seatsNode == null) {
            definition.type().sides().forEach(side -> seats.add("human"));
        } else if (!seatsNode.isArray()) {
            throw ApiException.badRequest("\"seats\" is a list, one entry per side: [\"human\", \"agent:random\"]");
        } else {
            seatsNode.forEach(seat -> seats.add(seat.asText()));
        }
        created(ctx, matches.create(GameRecord.of(definition), seats));
    }

    /** The definition a new match asks for: {@code definition} text, or {@code game}, {@code variant} and {@code options}. */
    private GameDefinition definition(JsonNode body) {
        try {
            if (body.hasNonNull("definition")) {
                return registry.definition(body.get("definition").asText());
            }
            String game = text(body, "game");
            if (registry.modules().stream().noneMatch(m -> m.id().equals(game))) {
                throw ApiException.notFound("there is no game '" + game + "'; games: "
                        + String.join(", ", registry.modules().stream().map(m -> m.id()).toList()));
            }
            var module = registry.module(game);
            String variant = body.hasNonNull("variant") ? body.get("variant").asText()
                    : module.options().defaultVariant().id();
            Map<String, String> options = new LinkedHashMap<>();
            JsonNode given = body.get("options");
            if (given != null && !given.isNull()) {
                if (!given.isObject()) {
                    throw ApiException.badRequest("\"options\" is an object of option names and values");
                }
                for (Map.Entry<String, JsonNode> option : given.properties()) {
                    if (!option.getValue().isValueNode()) {
                        throw ApiException.badRequest("option '" + option.getKey() + "' needs a value, not "
                                + option.getValue().getNodeType().name().toLowerCase(java.util.Locale.ROOT));
                    }
                    module.options().spec(option.getKey());
                    options.put(option.getKey(), option.getValue().asText());
                }
            }
            return module.define(variant, options);
        } catch (OptionException | TabulaException e) {
            throw ApiException.badRequest(e.getMessage());
        }
    }

    private void created(Context ctx, LiveMatch match) {
        ObjectNode out = mapper.createObjectNode();
        out.put("match", match.id());
        out.put("game", match.definition().gameId());
        out.put("definition", match.definition().text());
        ArrayNode seats = out.putArray("seats");
        var sides = match.definition().type().sides();
        for (int player = 0; player < match.seats().size(); player++) {
            Seat seat = match.seats().get(player);
            ObjectNode node = seats.addObject();
            node.put("side", sides.get(player).id());
            node.put("kind", seat.kind());
            if (seat.human()) {
                node.put("token", seat.token());
                node.put("link", "/play.html?match=" + match.id() + "&seat=" + seat.token());
            }
        }
        ctx.status(201);
        json(ctx, out);
    }

    /** The record of the match in the format its ending names (the snapshot's {@code records}), as the seat may know it. */
    private void record(Context ctx) {
        LiveMatch match = matches.find(ctx.pathParam("id"));
        int player = Matches.player(match, ctx.queryParam("seat"));
        String extension = ctx.pathParam("extension");
        String text = records.download(match, player, extension);
        String contentType = Records.contentType(extension);
        ctx.header("Content-Disposition", "attachment; filename=\"" + match.definition().gameId() + "-" + match.id()
                + "." + extension + "\"");
        ctx.contentType(contentType + (contentType.contains("charset") ? "" : "; charset=utf-8"));
        ctx.result(text);
    }

    private static final java.util.Set<String> LOCAL_HOSTS = java.util.Set.of("localhost", "127.0.0.1", "[::1]");

    /** The name of a {@code Host} header without its port: {@code localhost}, {@code [::1]}. */
    static String hostName(String header) {
        if (header == null) {
            return "";
        }
        String host = header.trim().toLowerCase(java.util.Locale.ROOT);
        int colon = host.lastIndexOf(':');
        if (colon > host.lastIndexOf(']')) {
            host = host.substring(0, colon);
        }
        return host;
    }

    private static OptionalInt ply(Context ctx) {
        String ply = ctx.queryParam("ply");
        if (ply == null || ply.isEmpty()) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.parseInt(ply));
        } catch (NumberFormatException e) {
            throw ApiException.badRequest("ply must be a whole number, not '" + (ply.length() > 20 ? ply.substring(0, 20)
                    + "..." : ply) + "'");
        }
    }

    private static String text(JsonNode body, String field) {
        JsonNode node = body.get(field);
        if (node == null || !node.isTextual()) {
            throw ApiException.badRequest("the request needs \"" + field + "\" as a string");
        }
        return node.asText();
    }

    private void json(Context ctx, JsonNode node) {
        ctx.contentType(JSON);
        ctx.result(node.toString());
    }

    private void error(Context ctx, int status, String message) {
        ctx.attribute(ANSWERED, Boolean.TRUE);
        ctx.status(status);
        json(ctx, mapper.createObjectNode().put("error", message));
    }
}
