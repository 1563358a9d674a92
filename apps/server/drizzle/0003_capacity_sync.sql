-- Custom migration (hand-written: Drizzle's schema cannot declare triggers). See
-- src/db/schema/bookings.ts and docs/decisions/011-capacity-counters.md.
--
-- The capacity stored on a usage counter is the contractor's capacity now, never below what is
-- already used: when a contractor's slot or daily capacity changes (or a slot stops being worked),
-- these triggers rewrite the counters, so "full" is always used >= capacity on the counter row —
-- the predicate of the partial indexes the calendar reads — and the CHECK used <= capacity holds.
CREATE FUNCTION contractor_slot_usage_sync_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE contractor_slot_usage SET capacity = used
     WHERE contractor_id = OLD.contractor_id AND time_slot = OLD.time_slot AND capacity <> used;
    RETURN NULL;
  END IF;
  UPDATE contractor_slot_usage SET capacity = greatest(used, NEW.capacity)
   WHERE contractor_id = NEW.contractor_id AND time_slot = NEW.time_slot
     AND capacity <> greatest(used, NEW.capacity);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contractor_slot_capacities_sync_usage
  AFTER INSERT OR UPDATE OF capacity OR DELETE ON contractor_slot_capacities
  FOR EACH ROW EXECUTE FUNCTION contractor_slot_usage_sync_capacity();
--> statement-breakpoint
CREATE FUNCTION contractor_day_usage_sync_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contractor_day_usage SET capacity = greatest(used, NEW.daily_capacity)
   WHERE contractor_id = NEW.id AND capacity <> greatest(used, NEW.daily_capacity);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contractors_sync_day_usage
  AFTER UPDATE OF daily_capacity ON contractors
  FOR EACH ROW EXECUTE FUNCTION contractor_day_usage_sync_capacity();
