// Find returns the representative of x's set. On the way up it points
// every node it visits at its grandparent, which keeps the trees flat.
func (u *UnionFind) Find(x int) int {
	for u.parent[x] != x {
		u.parent[x] = u.parent[u.parent[x]]
		x = u.parent[x]
	}
	return x
}
