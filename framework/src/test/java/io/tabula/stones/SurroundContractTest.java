package io.tabula.stones;

import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.List;

/** Every contract property, the kernel's included, on the kit's test game on four boards. */
class SurroundContractTest implements GameContract {
    @Override
    public List<GameDefinition> contractDefinitions() {
        return GameContract.everyVariant(new SurroundModule());
    }
}
