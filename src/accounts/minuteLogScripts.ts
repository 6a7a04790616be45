/** The per-minute log's two Lua scripts in Redis (src/accounts/perMinuteLimiter.ts runs them). */

/**
 * The sliding log in Redis, atomically, for the hits of one turn of the event
 * loop in one script (issue 51: one command and one reply a turn instead of
 * one a request — the per-request script and its reply cost the service about
 * 11 µs and Redis 11 µs a keyed request at 32 connections). Hit by hit, in
 * the order they came: drop the account's calls older than the window, count
 * the rest, add this call if fewer than the limit, and answer {allowed, used,
 * oldest instant}.
 *
 * The log counts calls per instant (issue 51: a member per call held about a
 * million members, some 100 MB, for a key taking 17,000 calls a second): a
 * sorted set of the instants (KEY), their counts in a hash (KEY:c) and the
 * sum in a string (KEY:n). An account's log is trimmed and counted once a
 * script, at its first hit's instant (a later hit of the same turn,
 * milliseconds on, may see a call that has just turned sixty seconds old
 * still counted: stricter, never looser). The keys expire a while after their
 * last write (ARGV[2]: the window and a block's lead), so an idle account's
 * log goes. (The script reaches KEY:c and KEY:n from KEY, as a Redis Cluster
 * would not allow; the service uses one Redis, not a cluster.)
 *
 * A hit let through may also take a block of calls for its process to hand
 * out (src/accounts/minuteBlocks.ts): up to `extra` more, at most 1/64 of the
 * room left, and none when fewer than `floor` would be left after it; the
 * block is counted at its own instant, `blockAt`, ahead of now (why that keeps
 * the limit: minuteBlocks.ts).
 *
 * ARGV: the window, the keys' life, the floor, then per hit its instant, its
 * limit, its extra and its block's instant. The answer per hit: allowed, the
 * calls counted with it, the oldest instant, the calls of its block.
 */
export const HIT_SCRIPT = `
local window = tonumber(ARGV[1])
local life = tonumber(ARGV[2])
local floor = tonumber(ARGV[3])
local out = {}
local logs = {}
local function count(log, at, n)
  if not log.add[at] then
    log.add[at] = 0
    log.order[#log.order + 1] = at
  end
  log.add[at] = log.add[at] + n
  log.used = log.used + n
end
for i = 1, #KEYS do
  local key = KEYS[i]
  local arg = 4 * i
  local at = ARGV[arg]
  local now = tonumber(at)
  local log = logs[key]
  if not log then
    log = { counts = key .. ':c', total = key .. ':n', add = {}, order = {}, hits = {} }
    log.used = tonumber(redis.call('GET', log.total) or '0')
    local gone = redis.call('ZRANGEBYSCORE', key, '-inf', now - window)
    for first = 1, #gone, 1000 do
      local part = { unpack(gone, first, math.min(first + 999, #gone)) }
      for _, count in ipairs(redis.call('HMGET', log.counts, unpack(part))) do log.used = log.used - (tonumber(count) or 0) end
      redis.call('HDEL', log.counts, unpack(part))
    end
    if #gone > 0 then
      redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
      if log.used < 0 then log.used = 0 end
    end
    log.before = log.used
    logs[key] = log
  end
  local limit = tonumber(ARGV[arg + 1])
  local allowed, used, took = 0, log.used, 0
  if log.used < limit then
    count(log, at, 1)
    allowed, used = 1, log.used
    local room = limit - log.used
    took = math.min(tonumber(ARGV[arg + 2]), math.floor(room / 64))
    if took > 0 and room - took >= floor then count(log, ARGV[arg + 3], took) else took = 0 end
  end
  out[4 * i - 3] = allowed
  out[4 * i - 2] = used
  out[4 * i - 1] = now
  out[4 * i] = took
  log.hits[#log.hits + 1] = i
end
for key, log in pairs(logs) do
  for _, at in ipairs(log.order) do
    redis.call('ZADD', key, 'NX', at, at)
    redis.call('HINCRBY', log.counts, at, log.add[at])
  end
  if log.used ~= log.before or #log.order > 0 then redis.call('SET', log.total, log.used) end
  if #log.order > 0 then
    for _, k in ipairs({ key, log.counts, log.total }) do redis.call('PEXPIRE', k, life) end
  end
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  if oldest[2] then
    for _, i in ipairs(log.hits) do out[4 * i - 1] = oldest[2] end
  end
end
return out
`;

/** Takes back ARGV[2] calls of an instant (KEY, ARGV[1]), as many as the log still counts there: a call, or a block's unused calls. */
export const GIVE_BACK_SCRIPT = `
local counts, total = KEYS[1] .. ':c', KEYS[1] .. ':n'
local count = tonumber(redis.call('HGET', counts, ARGV[1]) or '0')
local take = math.min(count, tonumber(ARGV[2]))
if take > 0 then
  if take == count then
    -- The instant's last calls: the instant leaves the log, so the oldest call is the next one.
    redis.call('HDEL', counts, ARGV[1])
    redis.call('ZREM', KEYS[1], ARGV[1])
  else
    redis.call('HINCRBY', counts, ARGV[1], -take)
  end
  local sum = tonumber(redis.call('GET', total) or '0')
  if sum > 0 then redis.call('DECRBY', total, math.min(sum, take)) end
end
return take
`;
