// Push puts v on top of the stack.
func (s *Stack) Push(v string) {
	s.items = append(s.items, v)
}

// Pop removes the top value and reports whether there was one.
func (s *Stack) Pop() (string, bool) {
	if len(s.items) == 0 {
		return "", false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}
