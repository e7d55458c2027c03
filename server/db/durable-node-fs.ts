// PGlite on Node's filesystem, made durable (decision 020). Out of the box PGlite starts PostgreSQL
// with fsync off (`-F`), and even with it on, Emscripten's NODEFS has no fsync: `fsync()` inside the
// WASM PostgreSQL returns 0 without touching the disk and `fdatasync()` is a no-op. Every write
// reached the OS page cache only, so an OS crash or power loss could lose acknowledged commits or
// leave a checkpoint that points past data files that never reached the disk.
//
// Here PostgreSQL runs with fsync on and `wal_sync_method=fsync` (the one method that reaches
// `fsync()`), and NODEFS's fsync calls the real fsync(2) on the file's descriptor. PostgreSQL then
// applies its own rules: the WAL is flushed before a commit is acknowledged, data files before a
// checkpoint is recorded, directories after files are created or renamed.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import fs from 'node:fs';
import path from 'node:path';
import { OTHERS_BITS } from './private-files';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];
type PreRun = (module: NodeFsModule) => void;
type NodeFsStream = { nfd?: number };
type SetAttr = (target: unknown, node: unknown, attr: { mode?: number }, ...rest: unknown[]) => void;
type NodeFsModule = {
  NODEFS: {
    stream_ops: Record<string, unknown> & { fsync?: (stream: NodeFsStream) => number };
    tryFSOperation<T>(operation: () => T): T;
    doSetAttr: SetAttr;
    node_ops: { mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown };
  };
};

// PGlite's own start parameters minus `-F` (fsync off), with the WAL flushed through fsync(), and
// shared buffers of 16 MB instead of 128: PGlite touches all of them at its start, so they were
// 120 MB of the server's resident memory, for a league's database of a few MB (decision 050).
const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'shared_buffers=16MB',
];

export class DurableNodeFS extends NodeFS {
  // fsync(2) calls made for PostgreSQL, for the durability test
  fsyncCount = 0;

  override async init(pg: PGlite, options: Partial<EmscriptenOptions>): Promise<{ emscriptenOpts: EmscriptenOptions }> {
    const result = await super.init(pg, options as never);
    const patchFsync: PreRun = (module) => {
      // one stream_ops object is shared by every NODEFS file, so setting it before the mount covers all
      module.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) {
          module.NODEFS.tryFSOperation(() => fs.fsyncSync(stream.nfd!));
          this.fsyncCount += 1;
        }
        return 0;
      };
    };
    // PGlite writes a new data dir (and a backup it loads) from a tar whose modes it then sets with
    // chmod(2), which no umask narrows (0666 files), and makes folders with the mode it asks for (0777
    // under a umask of 0). Every file, folder and chmod keeps the owner's bits only, so the data dir
    // stays the owner's alone whatever the umask (decision 020).
    const patchModes: PreRun = (module) => {
      const { node_ops: nodeOps, doSetAttr: setAttr } = module.NODEFS;
      const mknod = nodeOps.mknod;
      // one node_ops object is shared by every NODEFS node, as stream_ops is
      nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~OTHERS_BITS, dev);
      module.NODEFS.doSetAttr = (target, node, attr, ...rest) =>
        setAttr(target, node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~OTHERS_BITS }, ...rest);
    };
    const preRun = (result.emscriptenOpts.preRun ?? []) as PreRun[];
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun: [patchFsync, patchModes, ...preRun] } as EmscriptenOptions };
  }
}

// Opens (or creates) a durable PGlite database in `dir`. `loadDataDir` fills an empty dir from a
// backup (server/db/backup.ts).
export async function openDurablePglite(dir: string, extra: Pick<PGliteOptions, 'loadDataDir'> = {}): Promise<PGlite> {
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const fsImpl = new DurableNodeFS(dir);
  const client = await PGlite.create({ fs: fsImpl, startParams: durableStartParams, ...extra });
  // A new data dir is written by PGlite's initdb (or copied from a backup) with no fsync at all:
  // flush it whole once, so the first checkpoint never points at files still in the page cache.
  if (fresh) fsyncTree(dir);
  return client;
}

// fsync every file and directory under `root`, the children before their directory.
export function fsyncTree(root: string): void {
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) fsyncTree(full);
    else if (entry.isFile()) fsyncPath(full);
  }
  fsyncPath(root);
}

export function fsyncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
