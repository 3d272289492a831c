/**
 * `npm run staff:create -- --email ana@cellar.uy --firstname Ana --lastname Díaz`
 *
 * Appoints the first (or any) member of staff on the database the server uses (DATABASE_URL, or the
 * embedded one in DATA_DIR: stop the server first, PGlite allows one process). The password comes from
 * STAFF_PASSWORD or is asked for at the terminal; there is no default.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { appointStaff, StaffError } from '../auth/staff';
import { readConfig } from '../config';
import { configuredDatabase, openDatabase } from '../db/client';

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new StaffError('Set STAFF_PASSWORD, or run this at a terminal to be asked for the password.');
  // What is typed must not be echoed: the terminal output goes through a stream that is muted after the question.
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const answer = prompt.question('Password for the staff account: ');
  muted = true;
  const password = await answer;
  prompt.close();
  process.stdout.write('\n');
  return password;
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    firstname: { type: 'string', default: '' },
    lastname: { type: 'string', default: '' },
    promote: { type: 'boolean', default: false },
  },
});

const config = readConfig();
const database = await openDatabase(configuredDatabase(config));
try {
  if (!values.email) throw new StaffError('Give the staff member\'s email: --email someone@example.com');
  const password = async () => process.env.STAFF_PASSWORD ?? (await askPassword());
  const { id, created } = await appointStaff(database.db, { email: values.email, firstname: values.firstname, lastname: values.lastname, password, promote: values.promote });
  console.log(created ? `Created staff account #${id} for ${values.email}.` : `${values.email} (#${id}) is now staff.`);
} catch (error) {
  if (!(error instanceof StaffError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
