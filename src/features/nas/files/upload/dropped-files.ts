/**
 * The files of a drop: files as they are, folders read through their entries (webkitGetAsEntry), every file under
 * them, uploaded into the current folder under its own name.
 */

function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => {
    const all: FileSystemEntry[] = [];
    const next = () =>
      reader.readEntries((batch) => {
        if (!batch.length) resolve(all);
        else {
          all.push(...batch);
          next();
        }
      }, reject);
    next();
  });
}

async function filesOf(entry: FileSystemEntry): Promise<File[]> {
  if (entry.isFile) return [await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject))];
  if (!entry.isDirectory) return [];
  const children = await readAll((entry as FileSystemDirectoryEntry).createReader());
  return (await Promise.all(children.map(filesOf))).flat();
}

export async function droppedFiles(data: DataTransfer): Promise<File[]> {
  const entries = [...data.items].filter((item) => item.kind === 'file').map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length && entries.every((e) => e !== null))
    return (await Promise.all(entries.map((e) => filesOf(e as FileSystemEntry)))).flat();
  return [...data.files];
}

/** Whether a drag carries files (not text or a link dragged from the page). */
export const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
