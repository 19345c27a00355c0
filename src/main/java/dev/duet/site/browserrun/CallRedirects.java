package dev.duet.site.browserrun;

import org.teavm.model.BasicBlock;
import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.Instruction;
import org.teavm.model.MethodDescriptor;
import org.teavm.model.MethodHolder;
import org.teavm.model.MethodReference;
import org.teavm.model.ValueType;
import org.teavm.model.emit.ProgramEmitter;
import org.teavm.model.instructions.InvocationType;
import org.teavm.model.instructions.InvokeInstruction;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A TeaVM transformer that sends calls of JDK methods TeaVM's class library lacks (and which
 * cannot be added to its existing classes from the class path) to static stand-ins in
 * {@code dev.duet.teavm}: {@code Thread.getState()}, {@code Collections.unmodifiableSortedMap}
 * and {@code emptySortedMap}; and {@code Thread.yield()} and {@code onSpinWait()} to a real switch of green threads
 * (TeaVM's own yield switches only after a 100 ms slice, so polling loops crawl). It also gives
 * {@code Optional.toString} the JDK's text.
 */
public final class CallRedirects implements ClassHolderTransformer {
    private static final ValueType THREAD = ValueType.object("java.lang.Thread");
    private static final ValueType SORTED_MAP = ValueType.object("java.util.SortedMap");
    private static final ValueType INSTANT = ValueType.object("java.time.Instant");
    private static final ValueType STRING = ValueType.object("java.lang.String");
    private static final ValueType STRING_ARRAY = ValueType.arrayOf(STRING);

    private static final Map<MethodReference, MethodReference> STATIC = Map.of(
            new MethodReference("java.lang.Thread", "yield", ValueType.VOID),
            new MethodReference("dev.duet.teavm.ThreadStates", "yieldNow", ValueType.VOID),
            // a spin loop waits for another thread's write, which a green thread sees only after a switch
            new MethodReference("java.lang.Thread", "onSpinWait", ValueType.VOID),
            new MethodReference("dev.duet.teavm.ThreadStates", "yieldNow", ValueType.VOID),
            new MethodReference("java.util.Collections", "unmodifiableSortedMap", SORTED_MAP, SORTED_MAP),
            new MethodReference("dev.duet.teavm.SortedMaps", "unmodifiable", SORTED_MAP, SORTED_MAP),
            new MethodReference("java.util.Collections", "emptySortedMap", SORTED_MAP),
            new MethodReference("dev.duet.teavm.SortedMaps", "empty", SORTED_MAP),
            new MethodReference("java.time.Instant", "parse", ValueType.object("java.lang.CharSequence"), INSTANT),
            new MethodReference("dev.duet.teavm.Texts", "parseInstant", ValueType.object("java.lang.CharSequence"), INSTANT));

    /** Instance calls that become static calls with the instance first. */
    private static final Map<MethodReference, MethodReference> INSTANCE = Map.of(
            new MethodReference("java.lang.String", "split", STRING, STRING_ARRAY),
            new MethodReference("dev.duet.teavm.Texts", "split", STRING, STRING, STRING_ARRAY),
            new MethodReference("java.lang.String", "split", STRING, ValueType.INTEGER, STRING_ARRAY),
            new MethodReference("dev.duet.teavm.Texts", "split", STRING, STRING, ValueType.INTEGER, STRING_ARRAY));

    private static final MethodReference GET_STATE =
            new MethodReference("java.lang.Thread", "getState", ValueType.object("java.lang.Thread$State"));
    private static final MethodReference STATE_OF = new MethodReference("dev.duet.teavm.ThreadStates", "of",
            THREAD, ValueType.object("java.lang.Thread$State"));

    @Override
    public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
        if (cls.getName().startsWith("dev.duet.teavm.")) {
            return; // the stand-ins themselves call the real methods
        }
        if (cls.getName().equals("java.time.Instant")) {
            // TeaVM's Instant.toString goes through the date-time formatter and its zone data (a
            // quarter of the page's script); the text is simple enough to write out.
            replaceToString(cls, context, "instant", INSTANT);
        }
        if (cls.getName().equals("java.util.Optional")) {
            // TeaVM writes Optional.of(b); the JVM, and so every recording, Optional[b].
            replaceToString(cls, context, "optional", ValueType.object("java.util.Optional"));
        }
        for (MethodHolder method : cls.getMethods()) {
            if (method.getProgram() == null) {
                continue;
            }
            for (BasicBlock block : method.getProgram().getBasicBlocks()) {
                for (Instruction insn : block) {
                    if (insn instanceof InvokeInstruction invoke) {
                        redirect(invoke);
                    }
                }
            }
        }
    }

    /** Makes {@code cls.toString()} return {@code Texts.<helper>(this)}. */
    private static void replaceToString(ClassHolder cls, ClassHolderTransformerContext context, String helper, ValueType self) {
        MethodHolder toString = cls.getMethod(new MethodDescriptor("toString", STRING));
        if (toString != null) {
            ProgramEmitter pe = ProgramEmitter.create(toString, context.getHierarchy());
            pe.invoke("dev.duet.teavm.Texts", helper, STRING, pe.var(0, self)).returnValue();
        }
    }

    private static void redirect(InvokeInstruction invoke) {
        MethodReference target = invoke.getMethod();
        MethodReference replacement = STATIC.get(target);
        MethodReference asStatic = INSTANCE.get(target);
        if (replacement != null && invoke.getInstance() == null) {
            invoke.setMethod(replacement);
        } else if (asStatic != null && invoke.getInstance() != null) {
            List<org.teavm.model.Variable> args = new ArrayList<>();
            args.add(invoke.getInstance());
            args.addAll(invoke.getArguments());
            invoke.setType(InvocationType.SPECIAL);
            invoke.setInstance(null);
            invoke.setArguments(args.toArray(org.teavm.model.Variable[]::new));
            invoke.setMethod(asStatic);
        } else if (target.getName().equals("getState") && target.parameterCount() == 0
                && target.getDescriptor().equals(GET_STATE.getDescriptor()) && invoke.getInstance() != null
                && target.getClassName().equals("java.lang.Thread")) {
            invoke.setType(InvocationType.SPECIAL);
            invoke.setArguments(invoke.getInstance());
            invoke.setInstance(null);
            invoke.setMethod(STATE_OF);
        }
    }
}
