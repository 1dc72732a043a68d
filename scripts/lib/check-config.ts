// `npm start` (scripts/start.mjs) runs this before it starts any process: the settings as every process reads them.
// Invalid: the message on stderr and CONFIG_ERROR_EXIT_CODE, which start.mjs reports once and stops on.
import { CONFIG_ERROR_EXIT_CODE } from '../../shared/server/src/bootstrap';
import { loadConfig } from '../../shared/server/src/config';

try {
  loadConfig();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(CONFIG_ERROR_EXIT_CODE);
}
