CREATE TABLE "favorite_games" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_master_casino_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("master_casino_game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_master_casino_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("master_casino_game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_games_user_idx" ON "favorite_games" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recent_games_user_idx" ON "recent_games" USING btree ("user_id","last_played_at");