package dev.duet.site.sandbox;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A classic-BPF seccomp program, in the form {@code bwrap --seccomp FD} reads, that lets a run's
 * JVM start threads but no process: {@code fork}, {@code vfork}, {@code clone} without
 * {@code CLONE_THREAD}, {@code unshare} and {@code setns} fail with EPERM, and {@code clone3} (whose
 * flags a filter cannot read) with ENOSYS, so that the C library falls back to {@code clone}. Without
 * a new process nothing can be exec'd beside the JVM (the JVM itself never forks unless asked to).
 * Only the architectures below are known; on others there is no filter and so no sandbox.
 */
public final class SeccompFilter {
    private static final int CLONE_THREAD = 0x00010000;
    private static final int RET_ALLOW = 0x7fff0000;
    private static final int RET_ERRNO = 0x00050000;
    private static final int RET_KILL_PROCESS = 0x80000000;
    private static final int EPERM = 1;
    private static final int ENOSYS = 38;
    /** System calls numbered from here on x86-64 belong to the x32 ABI; they are refused outright. */
    private static final int X32_SYSCALL_BIT = 0x40000000;

    /** Linux's audit architecture and system call numbers for one CPU architecture. */
    private record Arch(int auditArch, boolean hasX32, int cloneNr, int clone3Nr, List<Integer> refused) {
    }

    private static final Map<String, Arch> ARCHES = Map.of(
            // fork 57, vfork 58, unshare 272, setns 308
            "amd64", new Arch(0xC000003E, true, 56, 435, List.of(57, 58, 272, 308)),
            // no fork or vfork on arm64; unshare 97, setns 268
            "aarch64", new Arch(0xC00000B7, false, 220, 435, List.of(97, 268)));

    private SeccompFilter() {
    }

    /** The program for {@code os.arch}, or empty when this architecture is not known. */
    public static Optional<byte[]> forArch(String osArch) {
        Arch arch = ARCHES.get(osArch.equals("x86_64") ? "amd64" : osArch);
        return arch == null ? Optional.empty() : Optional.of(program(arch));
    }

    // Classic BPF opcodes (linux/filter.h).
    private static final int LD_W_ABS = 0x20;
    private static final int JEQ_K = 0x15;
    private static final int JGE_K = 0x35;
    private static final int JSET_K = 0x45;
    private static final int RET_K = 0x06;
    // Offsets in struct seccomp_data: nr, arch, then args[0] (its low half first: both arches are little-endian).
    private static final int NR = 0;
    private static final int ARCH = 4;
    private static final int ARG0_LOW = 16;

    private static byte[] program(Arch arch) {
        Assembler a = new Assembler();
        a.load(ARCH);
        a.jump(JEQ_K, arch.auditArch(), null, "kill");
        a.load(NR);
        if (arch.hasX32()) {
            a.jump(JGE_K, X32_SYSCALL_BIT, "deny", null);
        }
        a.jump(JEQ_K, arch.clone3Nr(), "nosys", null);
        for (int refused : arch.refused()) {
            a.jump(JEQ_K, refused, "deny", null);
        }
        a.jump(JEQ_K, arch.cloneNr(), null, "allow");
        a.load(ARG0_LOW);
        a.jump(JSET_K, CLONE_THREAD, "allow", "deny");
        a.label("allow");
        a.ret(RET_ALLOW);
        a.label("deny");
        a.ret(RET_ERRNO | EPERM);
        a.label("nosys");
        a.ret(RET_ERRNO | ENOSYS);
        a.label("kill");
        a.ret(RET_KILL_PROCESS);
        return a.bytes();
    }

    /** Writes instructions with jumps to named labels (null: the next instruction). */
    private static final class Assembler {
        private record Insn(int code, int k, String whenTrue, String whenFalse) {
        }

        private final List<Insn> insns = new ArrayList<>();
        private final Map<String, Integer> labels = new HashMap<>();

        void load(int offset) {
            insns.add(new Insn(LD_W_ABS, offset, null, null));
        }

        void jump(int code, int k, String whenTrue, String whenFalse) {
            insns.add(new Insn(code, k, whenTrue, whenFalse));
        }

        void ret(int value) {
            insns.add(new Insn(RET_K, value, null, null));
        }

        void label(String name) {
            labels.put(name, insns.size());
        }

        byte[] bytes() {
            ByteBuffer out = ByteBuffer.allocate(insns.size() * 8).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < insns.size(); i++) {
                Insn insn = insns.get(i);
                out.putShort((short) insn.code());
                out.put((byte) offset(i, insn.whenTrue()));
                out.put((byte) offset(i, insn.whenFalse()));
                out.putInt(insn.k());
            }
            return out.array();
        }

        /** BPF jumps count the instructions skipped after the jump itself. */
        private int offset(int from, String label) {
            if (label == null) {
                return 0;
            }
            int skip = labels.get(label) - from - 1;
            if (skip < 0 || skip > 255) {
                throw new IllegalStateException("jump out of range to " + label);
            }
            return skip;
        }
    }
}
