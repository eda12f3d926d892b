/**
 * What every route and service is given: configuration, the database and a clock. Passing one
 * object keeps routes thin and lets tests build an app with a fixed "today".
 */
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AppContext {
  config: AppConfig;
  database: Database;
  clock: Clock;
}
