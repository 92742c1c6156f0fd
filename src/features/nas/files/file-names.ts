/**
 * Names and paths of the file manager: an object's name and folder, hidden names, which files open in the text
 * editor, a typed path read as a folder prefix, and where a renamed or moved object goes.
 */
import type { NasObject } from '@/api/generated/model/nasObject';

const segments = (path: string) => path.split('/').filter(Boolean);

/** The last segment of an object name (folders end with /). */
export function baseName(objectName: string): string {
  const parts = segments(objectName);
  return parts[parts.length - 1] ?? objectName;
}

/** The folder holding an object ('' for the export's root), ending with /. */
export function parentOf(objectName: string): string {
  const parts = segments(objectName);
  return parts.length > 1 ? `${parts.slice(0, -1).join('/')}/` : '';
}

/** Spec section 9: a file over 10 MB cannot be viewed online. */
export const VIEW_LIMIT_BYTES = 10 * 1024 * 1024;

const TEXT_TYPES = new Set(['application/json', 'application/xml', 'application/x-sh']);

/** A file the editor opens: a text type (as the gateway guesses it from the name) or an empty file. */
export function isTextFile(object: NasObject): boolean {
  if (object.is_dir) return false;
  const type = object.content_type ?? '';
  return type.startsWith('text/') || TEXT_TYPES.has(type) || object.size === 0;
}

export const viewable = (object: NasObject) => isTextFile(object) && object.size <= VIEW_LIMIT_BYTES;

/**
 * A typed path ("/wrf_case01/output", "wrf_case01/output/") as the folder prefix the URL keeps ("wrf_case01/output/",
 * '' for the root); null when it has a . or .. segment (it would leave the folder it names).
 */
export function prefixOfTypedPath(typed: string): string | null {
  const parts = segments(typed.trim().replace(/\\/g, '/'));
  if (parts.some((part) => part === '.' || part === '..')) return null;
  return parts.length ? `${parts.join('/')}/` : '';
}

/** The path shown for a prefix: "/" and its folders, as a user types it. */
export const displayPath = (prefix: string) => `/${prefix}`;

/** Where an object goes in `folder` under `name` (a folder keeps its ending /). */
export function targetOf(object: Pick<NasObject, 'is_dir'>, folder: string, name: string): string {
  return `${folder}${name}${object.is_dir ? '/' : ''}`;
}
