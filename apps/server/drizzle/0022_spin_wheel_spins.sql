CREATE TABLE "spin_wheel_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"segment_index" integer NOT NULL,
	"gc" bigint NOT NULL,
	"sc" bigint NOT NULL,
	"weights" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"status" text DEFAULT 'drawn' NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	CONSTRAINT "spin_wheel_spins_amounts_check" CHECK ("spin_wheel_spins"."gc" >= 0 and "spin_wheel_spins"."sc" >= 0),
	CONSTRAINT "spin_wheel_spins_completion_check" CHECK (("spin_wheel_spins"."status" = 'drawn') = ("spin_wheel_spins"."completed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "spin_wheel_spins" ADD CONSTRAINT "spin_wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_wheel_spins" ADD CONSTRAINT "spin_wheel_spins_segment_id_spin_wheel_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."spin_wheel_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_wheel_spins" ADD CONSTRAINT "spin_wheel_spins_seed_id_game_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."game_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spin_wheel_spins_one_open" ON "spin_wheel_spins" USING btree ("user_id") WHERE "spin_wheel_spins"."status" = 'drawn';--> statement-breakpoint
CREATE INDEX "spin_wheel_spins_user_completed" ON "spin_wheel_spins" USING btree ("user_id","completed_at");