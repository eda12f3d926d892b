/**
 * Exactly one digest with several instances: two app instances (each with its own connection
 * pool) on one PostgreSQL database run the daily pass at the same moment, several times over;
 * every opted-in user gets one mail, and the day after none. Runs only with a PostgreSQL server
 * (TEST_DATABASE_URL, CI's second pass): embedded PGlite is one process only.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import type { AppConfig } from '../../../src/server/config.js';
import { openDatabase, type Database } from '../../../src/server/db/database.js';
import { parserNotUsed } from '../../helpers/build-test-app.js';
import { registerDataDir } from '../../helpers/outbox.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { testConfig } from '../faults/test-config.js';
import { digestsTo, optIn, reminderPass, signedInUser } from './reminder-helpers.js';

const USERS = 6;
const OVERDUE = {
  equipmentName: 'Torque Wrench',
  serialNumber: 'TW-3',
  calibrationDate: '2025-10-01',
  dueDate: '2026-10-01',
};

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'reminder digest with two app instances on one PostgreSQL database',
  () => {
    let shared: TestDatabase;
    let config: AppConfig;
    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];

    beforeAll(async () => {
      shared = await createTestDatabase();
      // One environment for both instances, so one mail outbox.
      config = testConfig();
      for (let instance = 0; instance < 2; instance++) {
        const database = await openDatabase({ databaseUrl: shared.url, dataDir: '' });
        databases.push(database);
        const app = await buildApp(config, {
          database,
          parser: parserNotUsed,
          retention: false,
          reminders: false,
        });
        await app.ready();
        registerDataDir(app, config.dataDir);
        apps.push(app);
      }
    }, 60_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await shared?.close();
    });

    it('sends each opted-in user one digest however the instances’ passes overlap', async () => {
      const emails: string[] = [];
      for (let i = 0; i < USERS; i++) {
        // Signed up on one instance, opted in on the other, as a load balancer would mix them.
        const owner = await signedInUser(
          apps[i % 2]!,
          databases[i % 2]!.db,
          `pg-${i}@example.com`,
          [OVERDUE],
        );
        await optIn(owner.browser);
        emails.push(owner.email);
      }

      for (let round = 0; round < 3; round++) {
        const reports = await Promise.all(
          databases.flatMap((database) => [
            reminderPass(database.db, config, '2026-11-26'),
            reminderPass(database.db, config, '2026-11-26'),
          ]),
        );
        const sent = reports.flatMap((report) =>
          report.outcomes.filter((outcome) => outcome.result === 'sent'),
        );
        expect(sent).toHaveLength(round === 0 ? USERS : 0);
      }
      await Promise.all(
        databases.map((database) => reminderPass(database.db, config, '2026-11-27')),
      );
      for (const email of emails) expect(digestsTo(config.dataDir, email)).toHaveLength(1);
    });
  },
);
