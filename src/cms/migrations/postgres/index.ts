import * as migration_20261121_134953_initial from './20261121_134953_initial';
import * as migration_20261121_141016_redirects from './20261121_141016_redirects';
import * as migration_20261121_142540_stories from './20261121_142540_stories';
import * as migration_20261121_163814_leads from './20261121_163814_leads';
import * as migration_20261123_163302_login_limits_lead_mail from './20261123_163302_login_limits_lead_mail';
import * as migration_20261125_123110_workshop_finance from './20261125_123110_workshop_finance';
import * as migration_20261125_163622_tire_hotel_forms from './20261125_163622_tire_hotel_forms';
import * as migration_20261125_205315_locales_parent_index from './20261125_205315_locales_parent_index';
import * as migration_20261126_031405_media_storage_fields from './20261126_031405_media_storage_fields';
import * as migration_20261126_031506_general_service from './20261126_031506_general_service';
import * as migration_20261205_182327_roles_and_lead_dealers from './20261205_182327_roles_and_lead_dealers';
import * as migration_20261205_184255_site_regions from './20261205_184255_site_regions';
import * as migration_20261205_220341_page_labels from './20261205_220341_page_labels';
import * as migration_20261205_223021_scheduled_publish from './20261205_223021_scheduled_publish';
import * as migration_20261206_011633_booking_client from './20261206_011633_booking_client';
import * as migration_20261206_044606_media_site from './20261206_044606_media_site';
import * as migration_20261206_045636_lead_desk from './20261206_045636_lead_desk';
import * as migration_20261206_073103_booking_changes from './20261206_073103_booking_changes';
import * as migration_20261206_075644_booking_reminders from './20261206_075644_booking_reminders';
import * as migration_20261206_102520_planner from './20261206_102520_planner';
import * as migration_20261206_103205_customer_retention from './20261206_103205_customer_retention';
import * as migration_20261206_105318_lead_replies from './20261206_105318_lead_replies';
import * as migration_20261206_110646_lead_repeats from './20261206_110646_lead_repeats';
import * as migration_20261206_111617_lead_assigned_at from './20261206_111617_lead_assigned_at';
import * as migration_20261206_114240_season_reminders from './20261206_114240_season_reminders';
import * as migration_20261206_144453_lead_exports from './20261206_144453_lead_exports';
import * as migration_20261206_152849_lead_kinds from './20261206_152849_lead_kinds';
import * as migration_20261207_150509_saved_search_alerts_job from './20261207_150509_saved_search_alerts_job';

export const migrations = [
  {
    up: migration_20261121_134953_initial.up,
    down: migration_20261121_134953_initial.down,
    name: '20261121_134953_initial',
  },
  {
    up: migration_20261121_141016_redirects.up,
    down: migration_20261121_141016_redirects.down,
    name: '20261121_141016_redirects',
  },
  {
    up: migration_20261121_142540_stories.up,
    down: migration_20261121_142540_stories.down,
    name: '20261121_142540_stories',
  },
  {
    up: migration_20261121_163814_leads.up,
    down: migration_20261121_163814_leads.down,
    name: '20261121_163814_leads',
  },
  {
    up: migration_20261123_163302_login_limits_lead_mail.up,
    down: migration_20261123_163302_login_limits_lead_mail.down,
    name: '20261123_163302_login_limits_lead_mail',
  },
  {
    up: migration_20261125_123110_workshop_finance.up,
    down: migration_20261125_123110_workshop_finance.down,
    name: '20261125_123110_workshop_finance',
  },
  {
    up: migration_20261125_163622_tire_hotel_forms.up,
    down: migration_20261125_163622_tire_hotel_forms.down,
    name: '20261125_163622_tire_hotel_forms',
  },
  {
    up: migration_20261125_205315_locales_parent_index.up,
    down: migration_20261125_205315_locales_parent_index.down,
    name: '20261125_205315_locales_parent_index',
  },
  {
    up: migration_20261126_031405_media_storage_fields.up,
    down: migration_20261126_031405_media_storage_fields.down,
    name: '20261126_031405_media_storage_fields',
  },
  {
    up: migration_20261126_031506_general_service.up,
    down: migration_20261126_031506_general_service.down,
    name: '20261126_031506_general_service',
  },
  {
    up: migration_20261205_182327_roles_and_lead_dealers.up,
    down: migration_20261205_182327_roles_and_lead_dealers.down,
    name: '20261205_182327_roles_and_lead_dealers',
  },
  {
    up: migration_20261205_184255_site_regions.up,
    down: migration_20261205_184255_site_regions.down,
    name: '20261205_184255_site_regions',
  },
  {
    up: migration_20261205_220341_page_labels.up,
    down: migration_20261205_220341_page_labels.down,
    name: '20261205_220341_page_labels',
  },
  {
    up: migration_20261205_223021_scheduled_publish.up,
    down: migration_20261205_223021_scheduled_publish.down,
    name: '20261205_223021_scheduled_publish',
  },
  {
    up: migration_20261206_011633_booking_client.up,
    down: migration_20261206_011633_booking_client.down,
    name: '20261206_011633_booking_client',
  },
  {
    up: migration_20261206_044606_media_site.up,
    down: migration_20261206_044606_media_site.down,
    name: '20261206_044606_media_site',
  },
  {
    up: migration_20261206_045636_lead_desk.up,
    down: migration_20261206_045636_lead_desk.down,
    name: '20261206_045636_lead_desk',
  },
  {
    up: migration_20261206_073103_booking_changes.up,
    down: migration_20261206_073103_booking_changes.down,
    name: '20261206_073103_booking_changes',
  },
  {
    up: migration_20261206_075644_booking_reminders.up,
    down: migration_20261206_075644_booking_reminders.down,
    name: '20261206_075644_booking_reminders',
  },
  {
    up: migration_20261206_102520_planner.up,
    down: migration_20261206_102520_planner.down,
    name: '20261206_102520_planner',
  },
  {
    up: migration_20261206_103205_customer_retention.up,
    down: migration_20261206_103205_customer_retention.down,
    name: '20261206_103205_customer_retention',
  },
  {
    up: migration_20261206_105318_lead_replies.up,
    down: migration_20261206_105318_lead_replies.down,
    name: '20261206_105318_lead_replies',
  },
  {
    up: migration_20261206_110646_lead_repeats.up,
    down: migration_20261206_110646_lead_repeats.down,
    name: '20261206_110646_lead_repeats',
  },
  {
    up: migration_20261206_111617_lead_assigned_at.up,
    down: migration_20261206_111617_lead_assigned_at.down,
    name: '20261206_111617_lead_assigned_at',
  },
  {
    up: migration_20261206_114240_season_reminders.up,
    down: migration_20261206_114240_season_reminders.down,
    name: '20261206_114240_season_reminders',
  },
  {
    up: migration_20261206_144453_lead_exports.up,
    down: migration_20261206_144453_lead_exports.down,
    name: '20261206_144453_lead_exports',
  },
  {
    up: migration_20261206_152849_lead_kinds.up,
    down: migration_20261206_152849_lead_kinds.down,
    name: '20261206_152849_lead_kinds',
  },
  {
    up: migration_20261207_150509_saved_search_alerts_job.up,
    down: migration_20261207_150509_saved_search_alerts_job.down,
    name: '20261207_150509_saved_search_alerts_job'
  },
];
