/**
 * A smaller wire form of MiniSearch's serialized index (about a third less
 * after gzip): document ids are positions, so their table is dropped; field
 * lengths become a plain array; each posting list is delta-encoded and its
 * term frequencies are written only when some differ from 1.
 */

interface PlainIndex {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, unknown>;
  dirtCount: number;
  index: Array<[string, Record<string, Record<string, number>>]>;
  serializationVersion: number;
}

/** [fieldId, doc id deltas, frequencies (omitted when all are 1)] */
type PackedField = [number, number[]] | [number, number[], number[]];

export interface PackedIndex {
  packed: 1;
  documentCount: number;
  fieldIds: Record<string, number>;
  fieldLength: number[][];
  averageFieldLength: number[];
  serializationVersion: number;
  terms: Array<[string, ...PackedField[]]>;
}

export function packIndex(plain: PlainIndex): PackedIndex {
  Object.entries(plain.documentIds).forEach(([shortId, id]) => {
    if (Number(shortId) !== id) throw new Error('packIndex expects document ids equal to their positions');
  });
  const terms = plain.index
    .map(([term, fields]): [string, ...PackedField[]] => {
      const packedFields = Object.entries(fields).map(([fieldId, postings]): PackedField => {
        const ids = Object.keys(postings)
          .map(Number)
          .sort((a, b) => a - b);
        const deltas = ids.map((id, index) => (index === 0 ? id : id - ids[index - 1]!));
        const frequencies = ids.map((id) => postings[id]!);
        return frequencies.every((frequency) => frequency === 1) ? [Number(fieldId), deltas] : [Number(fieldId), deltas, frequencies];
      });
      return [term, ...packedFields];
    })
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    packed: 1,
    documentCount: plain.documentCount,
    fieldIds: plain.fieldIds,
    fieldLength: Array.from({length: plain.nextId}, (_, id) => plain.fieldLength[id] ?? []),
    averageFieldLength: plain.averageFieldLength,
    serializationVersion: plain.serializationVersion,
    terms,
  };
}

export function isPackedIndex(value: unknown): value is PackedIndex {
  return typeof value === 'object' && value !== null && (value as {packed?: unknown}).packed === 1 && Array.isArray((value as PackedIndex).terms);
}

export function unpackIndex(packed: PackedIndex): PlainIndex {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  packed.fieldLength.forEach((lengths, id) => {
    documentIds[id] = id;
    fieldLength[id] = lengths;
  });
  const index = packed.terms.map(([term, ...fields]): PlainIndex['index'][number] => {
    const byField: Record<string, Record<string, number>> = {};
    for (const [fieldId, deltas, frequencies] of fields) {
      const postings: Record<string, number> = {};
      let id = 0;
      deltas.forEach((delta, position) => {
        id = position === 0 ? delta : id + delta;
        postings[id] = frequencies?.[position] ?? 1;
      });
      byField[fieldId] = postings;
    }
    return [term, byField];
  });
  return {
    documentCount: packed.documentCount,
    nextId: packed.fieldLength.length,
    documentIds,
    fieldIds: packed.fieldIds,
    fieldLength,
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: packed.serializationVersion,
  };
}
