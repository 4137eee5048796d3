// What every surface says of backups kept inside the data folder: `aan backup`, `aan doctor`, the
// setup checklist and the panel's Status tab read the same words.

/** Said beside a backup (or a schedule of them) written inside the data folder. */
export const BACKUPS_ON_THE_DATA_DISK =
  "These backups are inside the data folder, on the same disk as the data: a failed disk loses both. Keep them on another disk (AAN_BACKUP_DIR, or aan backup --to).";
