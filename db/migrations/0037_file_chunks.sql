CREATE TABLE "file_chunks" (
	"save_file_nm" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_save_file_nm_seq_pk" PRIMARY KEY("save_file_nm","seq")
);
