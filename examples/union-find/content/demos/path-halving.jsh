//! title.en: Find flattens the path it walks
//! title.de: Find macht den gegangenen Pfad flacher
//! timeout: 5s
//! state: uf

//# en: Join pairs, then the pairs: 3 hangs under 2, and 2 under 0.
//# de: Paare vereinigen, dann die Paare: 3 hängt unter 2, und 2 unter 0.
import edu.unionfind.*;
var uf = new UnionFind(4);
uf.union(0, 1);
uf.union(2, 3);
uf.union(0, 2);
uf.snapshot().parent()
//= true
//= true
//= true
//= [0, 0, 0, 2]

//# en: Find(3) walks 3 → 2 → 0 and points 3 at its grandparent 0 on the way.
//# de: Find(3) geht 3 → 2 → 0 und lässt 3 unterwegs auf seinen Großelternknoten 0 zeigen.
uf.find(3)
//= 0
