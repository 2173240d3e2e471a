-- A popup may advertise an offer the player can no longer have (issue 24: the store popup
-- advertised the first-purchase bonus to players who had used it). `offer` names that offer; the
-- app shows the popup only to players who can still have it.
ALTER TABLE "popups" ADD COLUMN "offer" text;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_offer_check" CHECK ("popups"."offer" is null or "popups"."offer" in ('firstPurchase'));--> statement-breakpoint
-- The seeded store popup, where operators left it as seeded: it advertises the first-purchase
-- bonus, and shown on the store itself its button closes it instead of sending the player to the
-- store they are on.
UPDATE "popups" SET "offer" = 'firstPurchase', "btn_redirection" = NULL
WHERE "popup_id" = 5 AND "popup_name" = 'storePage' AND "text_one" = 'First Purchase Bonus';
