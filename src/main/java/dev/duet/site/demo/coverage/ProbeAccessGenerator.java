package dev.duet.site.demo.coverage;

import org.jacoco.core.runtime.IExecutionDataAccessorGenerator;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** Makes instrumented classes fetch their probe array from {@link ProbeStore#getProbes}. */
final class ProbeAccessGenerator implements IExecutionDataAccessorGenerator {
    private static final String OWNER = ProbeStore.class.getName().replace('.', '/');

    @Override
    public int generateDataAccessor(long classId, String className, int probeCount, MethodVisitor mv) {
        mv.visitLdcInsn(classId);
        mv.visitLdcInsn(className);
        mv.visitLdcInsn(probeCount);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, OWNER, "getProbes", "(JLjava/lang/String;I)[Z", false);
        return 4; // a long (two slots), a reference and an int
    }
}
