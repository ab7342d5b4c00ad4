import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../bench/process.ts';

/**
 * A PostgreSQL cluster of the script's own (initdb into a temporary folder, a free port, trust
 * authentication on 127.0.0.1), so a fault script can stop and start PostgreSQL without touching
 * the machine's shared server. The binaries come from PG_BIN, or the newest
 * /usr/lib/postgresql/<version>/bin. Run as root, every command runs as the `postgres` user.
 */
export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** pg_ctl stop -m fast (or immediate): sessions are cut, the server is down when it resolves. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** pg_ctl start -w: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** Stops the cluster (at once) and deletes its folder; safe to call in a finally. */
  destroy(): void;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL binaries under ${base}; set PG_BIN`);
  return path.join(base, versions[0]!, 'bin');
}

const asRoot = process.getuid?.() === 0;

const commandOf = (bin: string, tool: string, args: string[]) =>
  asRoot
    ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args]
    : [path.join(bin, tool), ...args];

/** Runs a PostgreSQL tool without blocking this process (the load goes on meanwhile). */
function run(bin: string, tool: string, args: string[]): Promise<void> {
  const command = commandOf(bin, tool, args);
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(' ')} failed (${code}): ${output}`)),
    );
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-faults-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  if (asRoot) spawnSync('chown', ['-R', 'postgres:', dir]);
  await run(bin, 'initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=60',
    '-c shared_buffers=32MB',
  ].join(' ');
  const start = () => run(bin, 'pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', options, 'start']);
  await start();
  let running = true;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    async stop(mode = 'fast') {
      await run(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    destroy() {
      if (running) {
        const command = commandOf(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        spawnSync(command[0]!, command.slice(1), { stdio: 'ignore' });
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
