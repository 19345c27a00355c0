// A demo: JShell steps run against the compiled port at build time. Each step has a
// caption per language (//# <lang>:), code, and its expected output (//= lines: JShell
// prints the value of every expression); a difference fails the build. After each step
// the player shows the `state:` variables and lights the Java lines the step executed.
//! title.en: Push two values, pop them in reverse
//! timeout: 5s
//! state: s

//# en: Create a stack and push a and b.
import example.stack.*;
var s = new Stack();
s.push("a");
s.push("b");
s.snapshot()
//= Snapshot[items=[a, b], size=2]

//# en: Pop returns the newest value, b.
s.pop()
//= Optional[b]

//# en: Pop again returns a; after that the stack is empty.
s.pop();
s.pop()
//= Optional[a]
//= Optional.empty
