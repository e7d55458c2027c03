import type { ApiKeyDto } from '@common/schemas/api-keys';

// How many dots stand in for the secret of a hidden key: a fixed count, so the length says nothing.
const MASK_LENGTH = 12;

// A new key while it is hidden: the recognisable prefix and the public key id stay readable
// (ffl_<keyId>_), the secret becomes dots.
export function maskKey(fullKey: string): string {
  const match = /^([a-z]+_[a-f0-9]+_)./.exec(fullKey);
  const visible = match ? match[1]! : fullKey.slice(0, 4);
  return visible + '•'.repeat(MASK_LENGTH);
}

// Created and last-used moments, in the viewer's own time zone (keys belong to no league).
export function formatKeyDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
}

// Active keys first, each group newest first (the server lists newest first; ties keep its order).
export function sortKeys(keys: readonly ApiKeyDto[]): ApiKeyDto[] {
  return keys
    .map((key, index) => ({ key, index }))
    .sort((a, b) => Number(b.key.isActive) - Number(a.key.isActive) || b.key.createdAt.localeCompare(a.key.createdAt) || a.index - b.index)
    .map(({ key }) => key);
}
