// Prerequisite chains must never loop (a subject that, through its prerequisites, requires itself
// could never be taken). Pure: the edges come from the database, the check runs here.

export interface PrereqEdge {
  sbjtKeyId: string;
  preSbjtKeyId: string;
}

/**
 * The loop that giving `sbjtKeyId` the prerequisites `prereqs` would close, as a path
 * [sbjtKeyId, ..., sbjtKeyId], or null when there is none. The subject's current prerequisites in
 * `edges` are replaced by the new ones.
 */
export function findPrereqCycle(edges: PrereqEdge[], sbjtKeyId: string, prereqs: string[]): string[] | null {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.sbjtKeyId === sbjtKeyId) continue;
    const list = next.get(e.sbjtKeyId) ?? [];
    list.push(e.preSbjtKeyId);
    next.set(e.sbjtKeyId, list);
  }
  next.set(sbjtKeyId, [...prereqs]);
  // Depth-first from the subject; reaching it again closes a loop. Each node is expanded once.
  const seen = new Set<string>();
  const path: string[] = [sbjtKeyId];
  function walk(node: string): boolean {
    for (const pre of next.get(node) ?? []) {
      if (pre === sbjtKeyId) {
        path.push(pre);
        return true;
      }
      if (seen.has(pre)) continue;
      seen.add(pre);
      path.push(pre);
      if (walk(pre)) return true;
      path.pop();
    }
    return false;
  }
  return walk(sbjtKeyId) ? path : null;
}
