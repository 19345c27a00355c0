//! title.en: Merging sets, and a merge that changes nothing
//! title.de: Mengen vereinigen, und eine Vereinigung, die nichts ändert
//! timeout: 5s
//! state: uf

//# en: Five numbers, five sets: each node is its own root.
//# de: Fünf Zahlen, fünf Mengen: jeder Knoten ist seine eigene Wurzel.
import edu.unionfind.*;
var uf = new UnionFind(5);
uf.sets()
//= 5

//# en: Join 0 and 1: the trees are the same size, so 1 goes under 0.
//# de: 0 und 1 vereinigen: beide Bäume sind gleich groß, also kommt 1 unter 0.
uf.union(0, 1)
//= true

//# en: Join 3 and 4, then the two pairs: 3's tree goes under 0.
//# de: 3 und 4 vereinigen, dann die beiden Paare: der Baum von 3 kommt unter 0.
uf.union(3, 4);
uf.union(1, 4)
//= true
//= true

//# en: 0 and 4 are already one set: nothing changes.
//# de: 0 und 4 sind schon eine Menge: nichts ändert sich.
//! ask.en: 0 and 4 already share a root. What does union(0, 4) return?
//! ask.de: 0 und 4 haben schon dieselbe Wurzel. Was gibt union(0, 4) zurück?
//! choices: true | false
//! answer: false
//! explain.en: union first finds both roots; when they are the same there is nothing to join, so it returns false and leaves parent and size as they were.
//! explain.de: union sucht zuerst beide Wurzeln; sind sie gleich, gibt es nichts zu vereinigen, also gibt es false zurück und lässt parent und size, wie sie waren.
uf.union(0, 4)
//= false
