package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.EngineTime;
import io.tabula.core.TabulaException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Every clock's rule on spans handed in, as the referee measures them on its ticker: no waiting. */
class ClockTest {
    private static final Duration LIMIT = Duration.ofHours(1);

    private static Duration s(long seconds) {
        return Duration.ofSeconds(seconds);
    }

    private static Duration m(long minutes) {
        return Duration.ofMinutes(minutes);
    }

    @Test
    void absolute_isOneSpanForTheGame() {
        Clock clock = Clocks.parse("absolute:1m");
        clock = clock.after(s(40));
        assertEquals(s(20), clock.budget());
        Clock left = clock;
        assertEquals(s(1), left.after(s(19)).budget());
        assertThrows(IllegalArgumentException.class, () -> left.after(s(20)), "the time left reaches zero: the flag falls");
    }

    @Test
    void byoYomi_aMoveWithinAPeriodCostsNothing_eachWholePeriodSpannedIsUsedUp() {
        Clock clock = Clocks.parse("byoyomi:1m+3x30s");
        assertEquals(s(60 + 90), clock.budget());
        clock = clock.after(s(70)); // main time gone, 10 s into the first period: it stays
        assertEquals(s(90), clock.budget());
        clock = clock.after(s(29));
        assertEquals(s(90), clock.budget());
        clock = clock.after(s(30)); // a whole period: used up
        assertEquals(s(60), clock.budget());
        clock = clock.after(s(59)); // spans one whole period and part of the last
        assertEquals(s(30), clock.budget());
        Clock last = clock;
        assertThrows(IllegalArgumentException.class, () -> last.after(s(30)), "the last period used up: the flag falls");
    }

    @Test
    void canadian_playsTheStonesOfAPeriodWithinIt_thenANewPeriodBegins() {
        Clock clock = Clocks.parse("canadian:1m+3/1m");
        clock = clock.after(s(70)); // 10 s over: the first period starts with 50 s for 2 more moves
        assertEquals(s(50), clock.budget());
        EngineTime told = clock.engineTime(LIMIT);
        assertEquals(s(50), told.left());
        assertEquals(2, told.stonesLeft());
        clock = clock.after(s(20));
        assertEquals(s(30), clock.budget());
        clock = clock.after(s(29)); // the third move of the period: a new period
        assertEquals(s(60), clock.budget());
        assertEquals(3, clock.engineTime(LIMIT).stonesLeft());
    }

    /** 读秒 as the Chinese rules word it: reserve minutes, full minutes taken, the next full minute loses. */
    @Test
    void chineseCount_underAMinuteIsFree_eachFullMinuteTakesReserve_theNextFullMinuteLoses() {
        Clock clock = Clocks.parse("chinese:10m+2");
        clock = clock.after(m(10)); // the main time used exactly: the count begins with the whole reserve
        assertEquals(m(3), clock.budget(), "reserve 2 + the minute that loses");
        clock = clock.after(s(59)); // under a minute: costs nothing
        assertEquals(m(3), clock.budget());
        clock = clock.after(s(61)); // one full minute: one reserve minute
        assertEquals(m(2), clock.budget());
        clock = clock.after(s(119)); // one full minute again
        assertEquals(m(1), clock.budget(), "the reserve is used up");
        clock = clock.after(s(59)); // still free
        Clock spent = clock;
        assertThrows(IllegalArgumentException.class, () -> spent.after(m(1)), "超时判负: the next full minute loses");
    }

    @Test
    void chineseCount_aMoveLeavingMainTimeCountsItsOverrunInFullMinutes() {
        Clock clock = Clocks.parse("chinese:1m+3").after(s(60 + 130)); // 2 full minutes over
        assertEquals(m(2), clock.budget());
    }

    @Test
    void gomocup_boundsEachTurnAndTheMatch() {
        Clock clock = Clocks.parse("gomocup:5s/12s");
        assertEquals(s(5), clock.budget());
        clock = clock.after(s(4)).after(s(4));
        assertEquals(s(4), clock.budget(), "the match has 4 s left, less than a turn");
        assertEquals(s(4), clock.engineTime(LIMIT).gameLeft());
        Clock turnOnly = Clocks.parse("gomocup:5s");
        assertEquals(s(5), turnOnly.after(s(4)).after(s(4)).budget());
    }

    /** The case: a 62 s move under a 10-minute clock; the 60 s answer limit must not cut it. */
    @Test
    void engineTime_isTheClocksOwn_neverCutByTheAnswerLimit() {
        EngineTime told = Clocks.parse("absolute:1h").engineTime(s(30));
        assertTrue(told.limited());
        assertEquals(Duration.ofHours(1), told.moveLimit());
        assertEquals(Duration.ofHours(1), told.left());
        assertEquals(m(14), Clocks.parse("chinese:10m+3").engineTime(s(60)).moveLimit(),
                "main time, the 3 reserve minutes and the minute that loses");
        EngineTime none = Clocks.parse("none").engineTime(s(30));
        assertEquals(false, none.limited());
        assertEquals(s(30), none.moveLimit(), "without a clock the answer limit is the limit");
    }

    /** cutechess-cli's tc=40/60+0.5: 60 s for 40 moves, again after them, half a second a move. */
    @Test
    void increment_addsEachMoveAndRefillsEveryBlockOfMoves() {
        Clock clock = Clocks.parse("tc=3/60+0.5");
        assertEquals(s(60), clock.budget());
        clock = clock.after(s(10));
        assertEquals(Duration.ofMillis(50_500), clock.budget(), "60 - 10 + 0.5");
        EngineTime told = clock.engineTime(s(1));
        assertEquals(2, told.stonesLeft());
        assertEquals(s(60), told.period());
        assertEquals(3, told.periodStones());
        assertEquals(Duration.ofMillis(500), told.increment());
        clock = clock.after(s(10)).after(s(10));
        assertEquals(Duration.ofMillis(31_500 + 60_000), clock.budget(), "the third move ends the block: 60 s more");
        assertEquals(3, clock.engineTime(s(1)).stonesLeft());
        assertThrows(IllegalArgumentException.class, () -> Clocks.parse("tc=60").after(s(60)), "the flag falls");
        Clock game = Clocks.parse("tc=5:00+3");
        assertEquals(m(5), game.budget());
        assertEquals(m(5).minusSeconds(100).plusSeconds(3), game.after(s(100)).budget());
        assertEquals(new Clock.None(), Clocks.parse("tc=inf"));
    }

    @Test
    void perMove_keepsNothingOver() {
        Clock clock = Clocks.parse("st=2");
        assertEquals(s(2), clock.after(Duration.ofMillis(1999)).budget());
        assertEquals(s(2), clock.engineTime(s(60)).moveLimit());
        assertEquals(Duration.ofMillis(1500), Clocks.parse("st=1.5").budget());
        assertThrows(IllegalArgumentException.class, () -> clock.after(s(2)));
    }

    @Test
    void parse_readsWhatTextWrites() {
        for (String text : new String[] {"none", "absolute:1h30m", "byoyomi:10m+5x30s", "canadian:10m+25/5m",
            "chinese:1h+3", "gomocup:5s", "gomocup:500ms/3m", "tc=40/60+0.5", "tc=300+3", "tc=60", "st=2",
            "st=0.25"}) {
            assertEquals(text, Clocks.parse(text).text());
        }
    }

    @Test
    void parse_badClocksAreOneLineNamingTheProblem() {
        assertMessage("sundial:1h", "the kinds are");
        assertMessage("absolute:ten", "'ten' is not a span");
        assertMessage("absolute:0s", "longer than 0");
        assertMessage("byoyomi:10m+5", "byoyomi:MAIN+PERIODSxPERIOD");
        assertMessage("canadian:10m+0/5m", "at least 1");
        assertMessage("chinese:10m+x", "chinese:MAIN+RESERVE_MINUTES");
        assertMessage("tc=0/60", "at least 1");
        assertMessage("tc=40/0", "longer than 0");
        assertMessage("tc=40/x", "'x' is not a span");
        assertMessage("st=0", "longer than 0");
    }

    private static void assertMessage(String clock, String part) {
        TabulaException e = assertThrows(TabulaException.class, () -> Clocks.parse(clock));
        assertTrue(e.getMessage().startsWith("clock '" + clock + "'") && e.getMessage().contains(part), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
    }
}
