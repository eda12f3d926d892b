/**
 * Preloaded (NODE_OPTIONS=--require) into a process, its children and its worker threads by
 * offline.test.ts: every attempt to open a network connection or resolve a name is recorded in
 * $NETWORK_LOG and fails, as it would on a machine without network.
 */
'use strict';
const dns = require('node:dns');
const fs = require('node:fs');
const net = require('node:net');
const { threadId } = require('node:worker_threads');

function refuse(what) {
  fs.appendFileSync(process.env.NETWORK_LOG, `pid ${process.pid} thread ${threadId}: ${what}\n`);
  return new Error(`network access blocked: ${what}`);
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function blockedConnect(...args) {
  // Node calls connect with its normalised [options, callback] pair, or (options|port, …).
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === 'object' && first !== null ? first : {};
  // Local IPC pipes (a path, no port: tsx talks to its loader this way) are not network.
  if (options.path && !options.port) return connect.apply(this, args);
  throw refuse(`connect ${JSON.stringify(args[0])}`);
};
dns.lookup = (host) => {
  throw refuse(`dns.lookup ${host}`);
};
dns.promises.lookup = (host) => Promise.reject(refuse(`dns.promises.lookup ${host}`));
globalThis.fetch = (input) => Promise.reject(refuse(`fetch ${String(input)}`));
