-- The three packages of public-screens.md §9, with their quotas per 30-day period and prices in
-- cents. Assassin's attorney-backed demand letters: 2 per period (decision 0029). Admins may
-- change quotas and prices later; an existing subscription keeps what it was bought with.
INSERT OR IGNORE INTO `subscription_plans` (`id`, `name`, `display_name`, `price_per_month_cents`, `price_per_week_cents`, `estimates_quota`, `appraisals_quota`, `engineer_assignments_quota`, `attorney_assistance_quota`, `description`, `is_active`, `created_at`) VALUES
  ('6f1d2a3b-0c4e-4f5a-8b6c-7d8e9f0a1b21', 'phantom', 'Phantom', 520000, 162500, 4, 3, 1, 0, 'Entry package: 4 reconstructed estimates, 3 appraisal credits and 1 engineer visit per period; 5-7 business days.', 1, 1795478400000),
  ('6f1d2a3b-0c4e-4f5a-8b6c-7d8e9f0a1b22', 'ghost', 'Ghost', 850000, 265600, 9, 5, 2, 0, 'Mid package: 9 reconstructed estimates, 5 appraisal credits and 2 engineer visits per period; 3-5 business days.', 1, 1795478400000),
  ('6f1d2a3b-0c4e-4f5a-8b6c-7d8e9f0a1b23', 'assassin', 'Assassin', 1500000, 450000, 14, 7, 5, 2, 'Top package: 14 reconstructed estimates, 7 appraisal credits, 5 engineer visits and attorney-backed demand letters per period; priority, 24-48 hours.', 1, 1795478400000);
