package io.tabula.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.conformance.contract.BundledCases;
import io.tabula.testgame.TttChecks;
import io.tabula.testgame.TttModule;
import java.util.List;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;

class BundledCasesTest {

    @Test
    void of_moduleWithCaseFile_givesAContainerWithATestPerCase() throws Throwable {
        List<DynamicNode> nodes = BundledCases.of(new TttModule()).toList();
        assertEquals(1, nodes.size());
        DynamicContainer file = assertInstanceOf(DynamicContainer.class, nodes.get(0));
        assertEquals(TttModule.CASE_FILE, file.getDisplayName());
        List<DynamicTest> cases = file.getChildren().map(DynamicTest.class::cast).toList();
        assertEquals(List.of("initial-position", "threat-on-a-file", "cross-wins-a-file", "full-board-draw",
                "moves-from-a-set-up-board"), cases.stream().map(DynamicNode::getDisplayName).toList());
        for (DynamicTest c : cases) {
            c.getExecutable().execute();
        }
    }

    @Test
    void of_moduleWithoutCaseFiles_givesOneFailingTest() {
        List<DynamicNode> nodes = BundledCases.of(new TttModule(new TttChecks(), List.of())).toList();
        assertEquals(1, nodes.size());
        DynamicTest test = assertInstanceOf(DynamicTest.class, nodes.get(0));
        AssertionError e = assertThrows(AssertionError.class, () -> test.getExecutable().execute());
        assertTrue(e.getMessage().contains("ttt bundles no case files"), e.getMessage());
    }

    @Test
    void of_missingResource_givesAFailingTestNamingIt() {
        List<DynamicNode> nodes = BundledCases.of(new TttModule(new TttChecks(),
                List.of("conformance/ttt/nowhere.json"))).toList();
        DynamicTest test = assertInstanceOf(DynamicTest.class, nodes.get(0));
        AssertionError e = assertThrows(AssertionError.class, () -> test.getExecutable().execute());
        assertTrue(e.getMessage().contains("conformance/ttt/nowhere.json"), e.getMessage());
    }

    @Test
    void of_failingCase_failsNamingFileCaseAndCheck() {
        List<DynamicNode> nodes = BundledCases.of(new TttModule(new TttChecks(),
                List.of("conformance/ttt/one-failing.json"))).toList();
        DynamicContainer file = assertInstanceOf(DynamicContainer.class, nodes.get(0));
        List<DynamicTest> cases = file.getChildren().map(DynamicTest.class::cast).toList();
        assertEquals(2, cases.size());
        AssertionError e = assertThrows(AssertionError.class, () -> cases.get(1).getExecutable().execute());
        assertTrue(e.getMessage().contains("conformance/ttt/one-failing.json: case 'wrong-count'"), e.getMessage());
        assertTrue(e.getMessage().contains("legalCount: expected 7, was 9"), e.getMessage());
    }
}
