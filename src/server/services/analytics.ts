/**
 * A user's analytics, aggregated by the database (never by loading rows into JS). Days and
 * months are UTC. Totals count certificates converted (successes); the success rate counts
 * every attempt. SPEC defaults apply when there is no data: success rate 100 %, 3.2 s.
 */
import { sql } from 'drizzle-orm';
import type { EquipmentStats, MonthlyStats, UserStats } from '../../shared/api.js';
import {
  DEFAULT_AVG_PROCESSING_SECONDS,
  DEFAULT_SUCCESS_RATE,
  SPEED_TREND_DAYS,
  TOP_MANUFACTURERS,
} from '../../shared/constants.js';
import type { Db } from '../db/database.js';

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const METHOD_NAMES: Record<string, string> = { ai: 'AI', pattern: 'Pattern-based', ocr: 'OCR' };
const EQUIPMENT_TYPES_SHOWN = 10;
const MONTHS_SHOWN = 12;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Certificates converted (successful conversions), all time and in the current calendar month
 * (UTC). The one source for the dashboard's This Month / Total Processed and analytics' totals.
 */
export async function conversionCounts(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ total: number; monthly: number }> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [counts] = await rows<{ total: string; monthly: string }>(
    db,
    sql`select count(*) filter (where success) as total,
               count(*) filter (where success and created_at >= ${monthStart.toISOString()}::timestamptz) as monthly
        from conversions where user_id = ${userId}`,
  );
  return { total: Number(counts?.total ?? 0), monthly: Number(counts?.monthly ?? 0) };
}

export async function userStats(db: Db, userId: string, now: Date): Promise<UserStats> {
  const since = new Date(now.getTime() - SPEED_TREND_DAYS * 86_400_000);
  const counts = await conversionCounts(db, userId, now);
  const [totals] = await rows<{
    total: string;
    successes: string;
    avg_ms: string | null;
  }>(
    db,
    sql`select count(*) as total,
               count(*) filter (where success) as successes,
               avg(processing_time_ms) as avg_ms
        from conversions where user_id = ${userId}`,
  );
  const sizes = await rows<{ name: string; value: string; bucket: number }>(
    db,
    sql`select case when file_size_bytes < 102400 then 'Under 100 KB'
                    when file_size_bytes < 1048576 then '100 KB - 1 MB'
                    when file_size_bytes < 5242880 then '1 - 5 MB'
                    else '5 - 10 MB' end as name,
               min(case when file_size_bytes < 102400 then 0 when file_size_bytes < 1048576 then 1
                        when file_size_bytes < 5242880 then 2 else 3 end) as bucket,
               count(*) as value
        from conversions where user_id = ${userId}
        group by 1 order by 2`,
  );
  const speed = await rows<{ date: string; avg_ms: string }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, avg(processing_time_ms) as avg_ms
        from conversions where user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz
        group by 1 order by 1`,
  );
  const methods = await rows<{ method: string; value: string }>(
    db,
    sql`select extraction_method as method, count(*) as value
        from conversions where user_id = ${userId} and success group by 1 order by 2 desc, 1`,
  );
  const total = Number(totals?.total ?? 0);
  const successes = Number(totals?.successes ?? 0);
  return {
    totalConversions: counts.total,
    monthlyConversions: counts.monthly,
    successRate: total > 0 ? round1((successes / total) * 100) : DEFAULT_SUCCESS_RATE,
    avgProcessingTime:
      totals?.avg_ms != null
        ? round1(Number(totals.avg_ms) / 1000)
        : DEFAULT_AVG_PROCESSING_SECONDS,
    fileSizeDistribution: sizes.map((row) => ({ name: row.name, value: Number(row.value) })),
    processingSpeedTrend: speed.map((row) => ({
      date: row.date,
      avgTime: round1(Number(row.avg_ms) / 1000),
    })),
    extractionMethods: methods.map((row) => ({
      name: METHOD_NAMES[row.method] ?? row.method,
      value: Number(row.value),
    })),
  };
}

export async function monthlyStats(db: Db, userId: string, now: Date): Promise<MonthlyStats> {
  const firstMonth = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1), 1),
  );
  const since = new Date(now.getTime() - SPEED_TREND_DAYS * 86_400_000);
  const months = await rows<{ month: string; conversions: string }>(
    db,
    sql`select to_char(m, 'Mon YYYY') as month, count(c.id) as conversions
        from generate_series(${firstMonth.toISOString()}::timestamptz at time zone 'UTC',
                             ${now.toISOString()}::timestamptz at time zone 'UTC', interval '1 month') as m
        left join conversions c
          on c.user_id = ${userId} and c.success
         and date_trunc('month', c.created_at at time zone 'UTC') = m
        group by m order by m`,
  );
  const days = await rows<{ dow: number; count: string }>(
    db,
    sql`select extract(dow from created_at at time zone 'UTC')::int as dow, count(*) as count
        from conversions where user_id = ${userId} and success group by 1`,
  );
  const points = await rows<{ date: string; avg: string }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, avg(data_points_extracted) as avg
        from conversions where user_id = ${userId} and success and created_at >= ${since.toISOString()}::timestamptz
        group by 1 order by 1`,
  );
  const byDay = new Map(days.map((row) => [Number(row.dow), Number(row.count)]));
  return {
    monthlyTrend: months.map((row) => ({ month: row.month, conversions: Number(row.conversions) })),
    dayOfWeekStats: DAY_NAMES.map((day, index) => ({ day, count: byDay.get(index) ?? 0 })),
    dataPointsTrend: points.map((row) => ({
      date: row.date,
      avgDataPoints: round1(Number(row.avg)),
    })),
  };
}

export async function equipmentStats(
  db: Db,
  userId: string,
  today: string,
  dueSoonDays: number,
): Promise<EquipmentStats> {
  const types = await rows<{ type: string; count: string }>(
    db,
    sql`select coalesce(nullif(trim(equipment_name), ''), 'Unknown') as type, count(*) as count
        from conversions where user_id = ${userId} and success
        group by 1 order by 2 desc, 1 limit ${EQUIPMENT_TYPES_SHOWN}`,
  );
  const statuses = await rows<{ name: string; value: string }>(
    db,
    sql`select case when due_date is null then 'No due date'
                    when due_date::date < ${today}::date then 'Overdue'
                    when due_date::date <= ${today}::date + ${dueSoonDays}::int then 'Due Soon'
                    else 'Current' end as name,
               count(*) as value
        from conversions where user_id = ${userId} and success
        group by 1 order by 2 desc, 1`,
  );
  const makers = await rows<{ name: string; count: string }>(
    db,
    sql`select trim(manufacturer) as name, count(*) as count
        from conversions where user_id = ${userId} and success and nullif(trim(manufacturer), '') is not null
        group by 1 order by 2 desc, 1 limit ${TOP_MANUFACTURERS}`,
  );
  return {
    equipmentTypes: types.map((row) => ({ type: row.type, count: Number(row.count) })),
    statusDistribution: statuses.map((row) => ({ name: row.name, value: Number(row.value) })),
    topManufacturers: makers.map((row) => ({ name: row.name, count: Number(row.count) })),
  };
}
