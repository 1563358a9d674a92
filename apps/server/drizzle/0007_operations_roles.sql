CREATE TABLE "contractor_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"contractor_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "actor_employee_id" uuid;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "actor_login" text;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "contractor_members" ADD CONSTRAINT "contractor_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_members" ADD CONSTRAINT "contractor_members_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_members_contractor_idx" ON "contractor_members" USING btree ("contractor_id");--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_actor_employee_id_employees_id_fk" FOREIGN KEY ("actor_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('Sales', 'Channel Manager', 'External Brand', 'Operator', 'Technician'));