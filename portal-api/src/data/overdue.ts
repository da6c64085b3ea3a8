// The overdue bookings of a practice (rules/overdue.ts): in SQL, one range of the practice's stage
// index (bookings_practice_stage_since) per stage and service, so the filter, the dashboard's count and
// the digest read only the bookings that are overdue.
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { isDispersal } from '@portal/contracts/wire/service-types';
import type { PortalDb } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { CUSTODY_SERVICES, overdueThresholds, type CustodyService } from '../rules/overdue.ts';

/** A where-clause on `bookings`: the booking is overdue at the time it was made for. */
export type OverdueWhere = (eb: ExpressionBuilder<Database, 'bookings'>) => Expression<SqlBool>;

/** The where-clause of the bookings overdue at `now` (the dispersal service types looked up first). */
export async function overdueWhere(db: PortalDb, now: Date): Promise<OverdueWhere> {
  const dispersalIds = (await db.selectFrom('service_types').select(['id', 'name']).execute()).filter((type) => isDispersal(type.name)).map((type) => type.id);
  const noIds = ['-'];
  return (eb) => {
    const service: Record<CustodyService, Expression<SqlBool>> = {
      private: eb.and([eb('bookings.booking_type', '=', 'Private'), eb('bookings.service_type_id', 'not in', dispersalIds.length > 0 ? dispersalIds : noIds)]),
      dispersal: eb('bookings.service_type_id', 'in', dispersalIds.length > 0 ? dispersalIds : noIds),
      communal: eb('bookings.booking_type', '=', 'Communal'),
    };
    return eb.or(
      CUSTODY_SERVICES.map((kind) =>
        eb.and([
          service[kind],
          eb.or(overdueThresholds(kind, now).map(({ stage, enteredBefore }) => eb.and([eb('bookings.order_stage_c', '=', stage), eb('bookings.stage_entered_at', '<', enteredBefore)]))),
        ]),
      ),
    );
  };
}

/** How many of the practice's bookings are overdue at `now` (the dashboard's tile). */
export async function countOverdueBookings(db: PortalDb, practiceId: string, now: Date): Promise<number> {
  const overdue = await overdueWhere(db, now);
  const { count } = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('bookings.practice_id', '=', practiceId)
    .where(overdue)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The practice's bookings overdue at `now`, longest in their stage first, at most `limit` (the digest). */
export async function listOverdueBookings(db: PortalDb, practiceId: string, now: Date, limit: number) {
  const overdue = await overdueWhere(db, now);
  return db
    .selectFrom('bookings')
    .innerJoin('service_types', 'service_types.id', 'bookings.service_type_id')
    .leftJoin('pets', 'pets.id', 'bookings.pet_id')
    .select([
      'bookings.id',
      'bookings.order_id_c',
      'bookings.order_stage_c',
      'bookings.stage_entered_at',
      'service_types.name as service_type_name',
      'pets.pet_first_name_c',
    ])
    .where('bookings.practice_id', '=', practiceId)
    .where(overdue)
    .orderBy('bookings.stage_entered_at')
    .orderBy('bookings.id')
    .limit(limit)
    .execute();
}
