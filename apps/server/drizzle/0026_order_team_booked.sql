ALTER TABLE "orders" ADD COLUMN "team_booked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_without_team_idx" ON "orders" USING btree ("service_date") WHERE not "orders"."team_booked" and "orders"."status" not in ('completed', 'cancelled');--> statement-breakpoint
-- Hand-written (Drizzle's schema cannot declare triggers): decision 055. orders.team_booked says
-- whether the order holds a booked team now. The app never writes it: every change of a booking
-- (a booking taken, released, moved) sets it from the bookings themselves, so it cannot drift
-- from them whichever module wrote the booking.
CREATE FUNCTION orders_sync_team_booked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  job text := CASE WHEN TG_OP = 'DELETE' THEN OLD.order_no ELSE NEW.order_no END;
  booked boolean := EXISTS (SELECT 1 FROM bookings b WHERE b.order_no = job AND b.status = 'booked');
BEGIN
  UPDATE orders SET team_booked = booked WHERE order_no = job AND team_booked <> booked;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_sync_order_team_booked
  AFTER INSERT OR UPDATE OF status OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION orders_sync_team_booked();
--> statement-breakpoint
UPDATE orders o SET team_booked = true
 WHERE EXISTS (SELECT 1 FROM bookings b WHERE b.order_no = o.order_no AND b.status = 'booked');
