import { z } from 'zod';

export const regionCodes = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export const regionSchema = z.enum(regionCodes);
export type RegionCode = (typeof regionCodes)[number];

export const brandColoursSchema = z.object({
  primary: z.string(),
  secondary: z.string(),
  text: z.string(),
});

export const productBrandingSchema = z.object({
  /** Lower-cased product offer key (or lottery key) the branding belongs to. */
  id: z.string(),
  aliases: z.array(z.string()),
  colours: brandColoursSchema,
  logoText: z.string(),
  regionOverrides: z.array(z.object({ brandingRegion: regionSchema, colours: brandColoursSchema })),
  subvariant: z.string().nullable(),
});
export type ProductBranding = z.infer<typeof productBrandingSchema>;

export const brandingResultSchema = z.object({
  products: z.array(productBrandingSchema),
});
export type BrandingResult = z.infer<typeof brandingResultSchema>;
