/**
 * Old → new ids of the rows one owner copied while duplicating an investigation, as two aligned lists: the next owner
 * gets it as a value and sends it as two bigint[] parameters (`unnest($n::bigint[], $m::bigint[])`), so no module
 * reads another's temporary table.
 */
export interface IdMap {
  oldIds: number[];
  newIds: number[];
}

export function idMapOf(rows: Array<{ old_id: number; new_id: number }>): IdMap {
  return { oldIds: rows.map((row) => Number(row.old_id)), newIds: rows.map((row) => Number(row.new_id)) };
}
