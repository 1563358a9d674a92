// Tables of this area are added by the feature that owns it.
export {};
