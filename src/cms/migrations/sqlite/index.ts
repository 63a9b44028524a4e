import * as migration_20261121_134946_initial from './20261121_134946_initial';
import * as migration_20261121_141009_redirects from './20261121_141009_redirects';
import * as migration_20261121_142522_stories from './20261121_142522_stories';
import * as migration_20261121_163802_leads from './20261121_163802_leads';
import * as migration_20261123_163238_login_limits_lead_mail from './20261123_163238_login_limits_lead_mail';
import * as migration_20261125_123056_workshop_finance from './20261125_123056_workshop_finance';
import * as migration_20261125_163613_tire_hotel_forms from './20261125_163613_tire_hotel_forms';
import * as migration_20261125_205308_locales_parent_index from './20261125_205308_locales_parent_index';
import * as migration_20261126_031334_media_storage_fields from './20261126_031334_media_storage_fields';
import * as migration_20261126_031440_general_service from './20261126_031440_general_service';
import * as migration_20261205_182311_roles_and_lead_dealers from './20261205_182311_roles_and_lead_dealers';
import * as migration_20261205_184246_site_regions from './20261205_184246_site_regions';
import * as migration_20261205_220333_page_labels from './20261205_220333_page_labels';
import * as migration_20261205_223013_scheduled_publish from './20261205_223013_scheduled_publish';
import * as migration_20261206_011627_booking_client from './20261206_011627_booking_client';
import * as migration_20261206_044556_media_site from './20261206_044556_media_site';
import * as migration_20261206_045627_lead_desk from './20261206_045627_lead_desk';
import * as migration_20261206_073056_booking_changes from './20261206_073056_booking_changes';
import * as migration_20261206_075638_booking_reminders from './20261206_075638_booking_reminders';
import * as migration_20261206_102530_planner from './20261206_102530_planner';
import * as migration_20261206_103151_customer_retention from './20261206_103151_customer_retention';
import * as migration_20261206_105306_lead_replies from './20261206_105306_lead_replies';
import * as migration_20261206_110729_lead_repeats from './20261206_110729_lead_repeats';
import * as migration_20261206_111552_lead_assigned_at from './20261206_111552_lead_assigned_at';
import * as migration_20261206_114231_season_reminders from './20261206_114231_season_reminders';
import * as migration_20261206_144531_lead_exports from './20261206_144531_lead_exports';
import * as migration_20261206_152728_lead_kinds from './20261206_152728_lead_kinds';

export const migrations = [
  {
    up: migration_20261121_134946_initial.up,
    down: migration_20261121_134946_initial.down,
    name: '20261121_134946_initial',
  },
  {
    up: migration_20261121_141009_redirects.up,
    down: migration_20261121_141009_redirects.down,
    name: '20261121_141009_redirects',
  },
  {
    up: migration_20261121_142522_stories.up,
    down: migration_20261121_142522_stories.down,
    name: '20261121_142522_stories',
  },
  {
    up: migration_20261121_163802_leads.up,
    down: migration_20261121_163802_leads.down,
    name: '20261121_163802_leads',
  },
  {
    up: migration_20261123_163238_login_limits_lead_mail.up,
    down: migration_20261123_163238_login_limits_lead_mail.down,
    name: '20261123_163238_login_limits_lead_mail',
  },
  {
    up: migration_20261125_123056_workshop_finance.up,
    down: migration_20261125_123056_workshop_finance.down,
    name: '20261125_123056_workshop_finance',
  },
  {
    up: migration_20261125_163613_tire_hotel_forms.up,
    down: migration_20261125_163613_tire_hotel_forms.down,
    name: '20261125_163613_tire_hotel_forms',
  },
  {
    up: migration_20261125_205308_locales_parent_index.up,
    down: migration_20261125_205308_locales_parent_index.down,
    name: '20261125_205308_locales_parent_index',
  },
  {
    up: migration_20261126_031334_media_storage_fields.up,
    down: migration_20261126_031334_media_storage_fields.down,
    name: '20261126_031334_media_storage_fields',
  },
  {
    up: migration_20261126_031440_general_service.up,
    down: migration_20261126_031440_general_service.down,
    name: '20261126_031440_general_service',
  },
  {
    up: migration_20261205_182311_roles_and_lead_dealers.up,
    down: migration_20261205_182311_roles_and_lead_dealers.down,
    name: '20261205_182311_roles_and_lead_dealers',
  },
  {
    up: migration_20261205_184246_site_regions.up,
    down: migration_20261205_184246_site_regions.down,
    name: '20261205_184246_site_regions',
  },
  {
    up: migration_20261205_220333_page_labels.up,
    down: migration_20261205_220333_page_labels.down,
    name: '20261205_220333_page_labels',
  },
  {
    up: migration_20261205_223013_scheduled_publish.up,
    down: migration_20261205_223013_scheduled_publish.down,
    name: '20261205_223013_scheduled_publish',
  },
  {
    up: migration_20261206_011627_booking_client.up,
    down: migration_20261206_011627_booking_client.down,
    name: '20261206_011627_booking_client',
  },
  {
    up: migration_20261206_044556_media_site.up,
    down: migration_20261206_044556_media_site.down,
    name: '20261206_044556_media_site',
  },
  {
    up: migration_20261206_045627_lead_desk.up,
    down: migration_20261206_045627_lead_desk.down,
    name: '20261206_045627_lead_desk',
  },
  {
    up: migration_20261206_073056_booking_changes.up,
    down: migration_20261206_073056_booking_changes.down,
    name: '20261206_073056_booking_changes',
  },
  {
    up: migration_20261206_075638_booking_reminders.up,
    down: migration_20261206_075638_booking_reminders.down,
    name: '20261206_075638_booking_reminders',
  },
  {
    up: migration_20261206_102530_planner.up,
    down: migration_20261206_102530_planner.down,
    name: '20261206_102530_planner',
  },
  {
    up: migration_20261206_103151_customer_retention.up,
    down: migration_20261206_103151_customer_retention.down,
    name: '20261206_103151_customer_retention',
  },
  {
    up: migration_20261206_105306_lead_replies.up,
    down: migration_20261206_105306_lead_replies.down,
    name: '20261206_105306_lead_replies',
  },
  {
    up: migration_20261206_110729_lead_repeats.up,
    down: migration_20261206_110729_lead_repeats.down,
    name: '20261206_110729_lead_repeats',
  },
  {
    up: migration_20261206_111552_lead_assigned_at.up,
    down: migration_20261206_111552_lead_assigned_at.down,
    name: '20261206_111552_lead_assigned_at',
  },
  {
    up: migration_20261206_114231_season_reminders.up,
    down: migration_20261206_114231_season_reminders.down,
    name: '20261206_114231_season_reminders',
  },
  {
    up: migration_20261206_144531_lead_exports.up,
    down: migration_20261206_144531_lead_exports.down,
    name: '20261206_144531_lead_exports',
  },
  {
    up: migration_20261206_152728_lead_kinds.up,
    down: migration_20261206_152728_lead_kinds.down,
    name: '20261206_152728_lead_kinds'
  },
];
