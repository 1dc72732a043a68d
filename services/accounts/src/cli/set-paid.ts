import { loadConfig, openStore } from '@wonderkin/server-kit';
import { createUserRepository } from '../store/users';

// Operator command: marks an account paid or unpaid. No HTTP route does this (anyone who could reach one could
// make themselves paid); the verified payment webhook will be the only other way.
//   npm run accounts:set-paid -- <email or userId> <true|false>

async function main(argv: string[]): Promise<number> {
  const [who, flag] = argv;
  if (!who || !['true', 'false'].includes(flag ?? '')) {
    process.stderr.write('Usage: npm run accounts:set-paid -- <email or userId> <true|false>\n');
    return 2;
  }
  const config = loadConfig();
  const store = await openStore({ service: 'accounts', dataDir: config.DATA_DIR, mongoUri: config.MONGODB_URI });
  try {
    const users = createUserRepository(store);
    const user = (await users.findByEmail(who.trim().toLowerCase())) ?? (await users.findById(who.trim()));
    if (!user) {
      process.stderr.write(`No account for ${who}.\n`);
      return 1;
    }
    const updated = await users.setPaid(user.userId, flag === 'true');
    process.stdout.write(`${updated?.email} (${updated?.userId}) is now ${updated?.isPaid ? 'paid' : 'not paid'}.\n`);
    return 0;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code), (error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
