package dev.duet.site.demo;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites a class file a demo loads so that its calls to the JVM's exits, to process creation,
 * to native loading and to the reflective entry points go to {@link DemoGuard} instead. Calls,
 * method references ({@code System::exit} is an invokedynamic whose handle names the method) and
 * method handle constants are all rewritten. A virtual call becomes a static call that takes the
 * receiver first, so the operand stack is the same and no frame needs recomputing.
 */
final class GuardRewriter {
    private static final String GUARD = DemoGuard.class.getName().replace('.', '/');
    /** Owners whose methods are rewritten; a class that names none of them is left as it is. */
    private static final List<String> OWNERS = List.of("java/lang/System", "java/lang/Runtime",
            "java/lang/ProcessBuilder", "java/lang/ProcessHandle", "java/lang/Thread", "java/lang/ThreadGroup",
            "java/lang/reflect/Method", "java/lang/reflect/Constructor", "java/lang/invoke/MethodHandles$Lookup",
            "java/beans/", "sun/misc/Signal", "sun/misc/Unsafe");

    private GuardRewriter() {}

    /** The class file with its guarded calls redirected, or {@code bytes} itself when it has none. */
    static byte[] rewrite(byte[] bytes) {
        if (!mentionsAnOwner(bytes)) {
            return bytes; // the common case, at the cost of a byte scan
        }
        ClassReader reader = new ClassReader(bytes);
        ClassWriter writer = new ClassWriter(reader, 0);
        boolean[] changed = {false};
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9, super.visitMethod(access, name, descriptor, signature, exceptions)) {
                    @Override
                    public void visitMethodInsn(int opcode, String owner, String method, String desc, boolean itf) {
                        refuseUntouchable(owner);
                        String guarded = guarded(owner, method, desc, opcode == Opcodes.INVOKESTATIC);
                        if (guarded != null) {
                            changed[0] = true;
                            super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, method, guarded, false);
                        } else {
                            super.visitMethodInsn(opcode, owner, method, desc, itf);
                        }
                    }

                    @Override
                    public void visitFieldInsn(int opcode, String owner, String name, String desc) {
                        refuseUntouchable(owner);
                        super.visitFieldInsn(opcode, owner, name, desc);
                    }

                    /**
                     * Before any call or field of a class no demo may touch, a call to the guard that
                     * throws: the instruction stays (so the stack and the frames are as they were)
                     * but is never reached.
                     */
                    private void refuseUntouchable(String owner) {
                        String refusal = untouchable(owner);
                        if (refusal != null) {
                            changed[0] = true;
                            super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, refusal, "()V", false);
                        }
                    }

                    @Override
                    public void visitInvokeDynamicInsn(String method, String desc, Handle bootstrap, Object... args) {
                        for (Object arg : args) {
                            if (arg instanceof Handle h) {
                                refuseUntouchable(h.getOwner());
                            }
                        }
                        Object[] mapped = args.clone();
                        for (int i = 0; i < mapped.length; i++) {
                            mapped[i] = map(mapped[i]);
                        }
                        super.visitInvokeDynamicInsn(method, desc, bootstrap, mapped);
                    }

                    @Override
                    public void visitLdcInsn(Object value) {
                        if (value instanceof Handle h) {
                            refuseUntouchable(h.getOwner());
                        }
                        super.visitLdcInsn(map(value));
                    }

                    private Object map(Object constant) {
                        if (constant instanceof Handle h && (h.getTag() == Opcodes.H_INVOKESTATIC
                                || h.getTag() == Opcodes.H_INVOKEVIRTUAL || h.getTag() == Opcodes.H_INVOKEINTERFACE)) {
                            String guarded = guarded(h.getOwner(), h.getName(), h.getDesc(),
                                    h.getTag() == Opcodes.H_INVOKESTATIC);
                            if (guarded != null) {
                                changed[0] = true;
                                return new Handle(Opcodes.H_INVOKESTATIC, GUARD, h.getName(), guarded, false);
                            }
                        }
                        return constant;
                    }
                };
            }
        }, 0);
        return changed[0] ? writer.toByteArray() : bytes;
    }

    /**
     * The descriptor of the {@link DemoGuard} method that replaces {@code owner.name desc}, or null
     * when that method is not guarded.
     */
    static String guarded(String owner, String name, String desc, boolean isStatic) {
        boolean guardedName = switch (owner) {
            case "java/lang/System" -> isStatic && (name.equals("exit") || name.equals("load") || name.equals("loadLibrary"));
            case "java/lang/Runtime" -> !isStatic && (name.equals("exit") || name.equals("halt") || name.equals("exec")
                    || name.equals("load") || name.equals("loadLibrary"));
            case "java/lang/ProcessBuilder" -> isStatic ? name.equals("startPipeline") : name.equals("start");
            // Other processes (the build's parent, say) are not a demo's to end.
            case "java/lang/ProcessHandle" -> !isStatic && (name.equals("destroy") || name.equals("destroyForcibly"));
            // Stopping or suspending a thread can end or freeze the build's own threads; demos
            // order their threads with latches instead.
            case "java/lang/Thread", "java/lang/ThreadGroup" -> !isStatic && desc.equals("()V")
                    && (name.equals("stop") || name.equals("suspend"));
            case "java/lang/reflect/Method" -> !isStatic && name.equals("invoke");
            case "java/lang/reflect/Constructor" -> !isStatic && name.equals("newInstance");
            case "java/lang/invoke/MethodHandles$Lookup" -> !isStatic && LOOKUPS.contains(name);
            default -> false;
        };
        if (!guardedName) {
            return null;
        }
        return isStatic ? desc : "(L" + owner + ";" + desc.substring(1);
    }

    /** The reflective ways to a method or field that {@link DemoGuard} checks before it hands them out. */
    private static final java.util.Set<String> LOOKUPS = java.util.Set.of("findStatic", "findVirtual", "findSpecial",
            "findConstructor", "bind", "unreflect", "unreflectSpecial", "unreflectConstructor", "findStaticGetter",
            "findStaticVarHandle");

    /**
     * The {@link DemoGuard} method that refuses every use of {@code owner}, or null when demos may use
     * it: {@code java.beans} calls methods by name (out of reach of this rewriting, as {@code
     * EventHandler}'s proxies do), {@code Signal} can send this JVM TERM, {@code Unsafe} can write
     * any address.
     */
    static String untouchable(String owner) {
        return switch (owner) {
            case "java/beans/EventHandler", "java/beans/Statement", "java/beans/Expression", "java/beans/XMLDecoder" -> "beans";
            case "sun/misc/Signal" -> "signal";
            case "sun/misc/Unsafe" -> "unsafe";
            default -> null;
        };
    }

    private static boolean mentionsAnOwner(byte[] bytes) {
        // Class names sit in the constant pool as modified UTF-8, which is ASCII for these.
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        for (String owner : OWNERS) {
            if (text.contains(owner)) {
                return true;
            }
        }
        return false;
    }
}
