// The first start's child process (prepareFirstStartApart): run as TypeScript through tsx, or as
// its compiled chunk beside the compiled server (ADR 0067).
import { firstStartChild } from './seed-on-start.ts';

await firstStartChild(process.argv.slice(2));
