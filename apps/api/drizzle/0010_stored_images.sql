-- The table holds every uploaded picture, wines' as well as avatars': its name says so.
ALTER TABLE "avatar_images" RENAME TO "stored_images";--> statement-breakpoint
ALTER TABLE "stored_images" RENAME CONSTRAINT "avatar_images_name_generated" TO "stored_images_name_generated";--> statement-breakpoint
ALTER TABLE "stored_images" RENAME CONSTRAINT "avatar_images_pkey" TO "stored_images_pkey";
