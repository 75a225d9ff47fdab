package io.tabula.web;

import io.javalin.http.sse.SseClient;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The browsers listening to each match by server-sent events. After every change each gets
 * an {@code update} event with the new version and nothing else, so an event can tell no seat
 * more than that something happened; the page then asks for its own snapshot.
 */
final class Events {
    private final Map<String, Set<SseClient>> listeners = new ConcurrentHashMap<>();

    /** Keeps {@code client} open for {@code matchId}'s changes and tells it the version now. */
    void listen(String matchId, long version, SseClient client) {
        Set<SseClient> clients = listeners.computeIfAbsent(matchId, id -> ConcurrentHashMap.newKeySet());
        clients.add(client);
        client.onClose(() -> clients.remove(client));
        client.keepAlive();
        synchronized (client) {
            client.sendEvent("update", "{\"version\":" + version + "}");
        }
    }

    /** Tells every listener of {@code matchId} that it is now at {@code version}. */
    void changed(String matchId, long version) {
        for (SseClient client : listeners.getOrDefault(matchId, Set.of())) {
            if (client.terminated()) {
                listeners.get(matchId).remove(client);
            } else {
                synchronized (client) { // an agent's thread and a request's may announce at once
                    client.sendEvent("update", "{\"version\":" + version + "}");
                }
            }
        }
    }
}
