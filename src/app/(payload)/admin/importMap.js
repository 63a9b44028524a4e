import { LocaleFollowsSite as LocaleFollowsSite_151b8388e2df1e38846b579f196cc1ac } from '@/cms/admin/LocaleFollowsSite'
import { BlockAbout as BlockAbout_b306bbf986ec926c8954791a50467ae8 } from '@/cms/admin/BlockAbout'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CarPicker as CarPicker_cf153f1ca92a342d3d7a227c774294cf } from '@/cms/admin/CarPicker'
import { JsonText as JsonText_770453d69c852562c4298b1d5dae12bf } from '../../../cms/admin/JsonFields'
import { AskedAboutCell as AskedAboutCell_b15013baa001878449de85e3d2e29e65 } from '../../../cms/admin/AskedAbout'
import { AskedAboutField as AskedAboutField_b15013baa001878449de85e3d2e29e65 } from '../../../cms/admin/AskedAbout'
import { JsonView as JsonView_770453d69c852562c4298b1d5dae12bf } from '../../../cms/admin/JsonFields'
import { LeadOwner as LeadOwner_3e82fde92bb7ae1ec276c082136de1c5 } from '../../../cms/admin/LeadOwner'
import { LeadReply as LeadReply_e19aedafac1598f67ac0a2ab7b8dd199 } from '../../../cms/admin/LeadReply'
import { LeadFilters as LeadFilters_213e2fa3e44968d94bb1ce575758edc0 } from '../../../cms/admin/LeadFilters'
import { BookingChanges as BookingChanges_500efaca4badaae092fd911b70abbbf2 } from '../../../cms/admin/BookingChanges'
import { SiteSwitcher as SiteSwitcher_63114dfbad80ab0b7ee26df3d7223e68 } from '../../../cms/admin/SiteSwitcher'
import { PlannerLink as PlannerLink_37bc68038254900fb8c449ac1b130baa } from '../../../cms/admin/Planner'
import { NewLeads as NewLeads_fcca89cd2c3d6f754faf2d47313c0d8a } from '../../../cms/admin/NewLeads'
import { LeadMedians as LeadMedians_e56deada0c2a64ecbaf4c19ed419ffb3 } from '../../../cms/admin/LeadMedians'
import { AlertDemand as AlertDemand_f728b2d6ce0e56eba7d0e4478fe1f9b9 } from '../../../cms/admin/AlertDemand'
import { CustomerDataLink as CustomerDataLink_f429a96df8db98c33e1cceb850aab5f3 } from '../../../cms/admin/CustomerData'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { Planner as Planner_37bc68038254900fb8c449ac1b130baa } from '../../../cms/admin/Planner'
import { CustomerDataView as CustomerDataView_f429a96df8db98c33e1cceb850aab5f3 } from '../../../cms/admin/CustomerData'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/admin/LocaleFollowsSite#LocaleFollowsSite": LocaleFollowsSite_151b8388e2df1e38846b579f196cc1ac,
  "@/cms/admin/BlockAbout#BlockAbout": BlockAbout_b306bbf986ec926c8954791a50467ae8,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/cms/admin/CarPicker#CarPicker": CarPicker_cf153f1ca92a342d3d7a227c774294cf,
  "/cms/admin/JsonFields#JsonText": JsonText_770453d69c852562c4298b1d5dae12bf,
  "/cms/admin/AskedAbout#AskedAboutCell": AskedAboutCell_b15013baa001878449de85e3d2e29e65,
  "/cms/admin/AskedAbout#AskedAboutField": AskedAboutField_b15013baa001878449de85e3d2e29e65,
  "/cms/admin/JsonFields#JsonView": JsonView_770453d69c852562c4298b1d5dae12bf,
  "/cms/admin/LeadOwner#LeadOwner": LeadOwner_3e82fde92bb7ae1ec276c082136de1c5,
  "/cms/admin/LeadReply#LeadReply": LeadReply_e19aedafac1598f67ac0a2ab7b8dd199,
  "/cms/admin/LeadFilters#LeadFilters": LeadFilters_213e2fa3e44968d94bb1ce575758edc0,
  "/cms/admin/BookingChanges#BookingChanges": BookingChanges_500efaca4badaae092fd911b70abbbf2,
  "/cms/admin/SiteSwitcher#SiteSwitcher": SiteSwitcher_63114dfbad80ab0b7ee26df3d7223e68,
  "/cms/admin/Planner#PlannerLink": PlannerLink_37bc68038254900fb8c449ac1b130baa,
  "/cms/admin/NewLeads#NewLeads": NewLeads_fcca89cd2c3d6f754faf2d47313c0d8a,
  "/cms/admin/LeadMedians#LeadMedians": LeadMedians_e56deada0c2a64ecbaf4c19ed419ffb3,
  "/cms/admin/AlertDemand#AlertDemand": AlertDemand_f728b2d6ce0e56eba7d0e4478fe1f9b9,
  "/cms/admin/CustomerData#CustomerDataLink": CustomerDataLink_f429a96df8db98c33e1cceb850aab5f3,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/admin/Planner#Planner": Planner_37bc68038254900fb8c449ac1b130baa,
  "/cms/admin/CustomerData#CustomerDataView": CustomerDataView_f429a96df8db98c33e1cceb850aab5f3,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
