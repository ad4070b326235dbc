// `npm run staff -- grant|revoke|list`: who answers support (decision 016). Run with Node 24 (npm scripts do).
import { runStaffCommand } from './staff-command.ts';

try {
  process.loadEnvFile();
} catch {
  // An .env file is optional, as for the server.
}
process.exitCode = await runStaffCommand(process.argv.slice(2), process.env);
