// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the CreateSubUserRequest form schema (../form-schemas/create-sub-user-request.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["-28432f10"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","allOf":[{"type":"object","properties":{"action":{"type":"string","minLength":1,"maxLength":64},"zone":{"type":"string","pattern":"^[a-z][a-z0-9-]{1,31}$","examples":["pek3"]},"owner":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"user_id":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"iamuser_name":{"type":"string","pattern":"^[A-Za-z0-9_.-]{1,64}$","examples":["alice"]}}},{"type":"object","required":["user_name","email","password"],"properties":{"user_name":{"type":"string","minLength":1,"maxLength":64},"email":{"type":"string","format":"email","maxLength":254},"password":{"type":"string","minLength":11,"maxLength":30,"allOf":[{"pattern":"^[A-Za-z0-9!@#%$^&*]*$","x-rule":"password.charset"},{"pattern":"[a-z]","x-rule":"password.lowercase"},{"pattern":"[A-Z]","x-rule":"password.uppercase"},{"pattern":"[0-9]","x-rule":"password.digit"},{"pattern":"[!@#%$^&*]","x-rule":"password.symbol"}]}}}],"unevaluatedProperties":false,"$id":"-28432f10"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[a-z][a-z0-9-]{1,31}$", "u");
const pattern5 = new RegExp("^[a-z]+-[A-Za-z0-9_-]{1,40}$", "u");
const pattern7 = new RegExp("^[A-Za-z0-9_.-]{1,64}$", "u");
const pattern8 = new RegExp("^[A-Za-z0-9!@#%$^&*]*$", "u");
const pattern9 = new RegExp("[a-z]", "u");
const pattern10 = new RegExp("[A-Z]", "u");
const pattern11 = new RegExp("[0-9]", "u");
const pattern12 = new RegExp("[!@#%$^&*]", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-28432f10" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err0 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.zone !== undefined){
let data1 = data.zone;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/zone",schemaPath:"#/allOf/0/properties/zone/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{1,31}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{1,31}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/zone",schemaPath:"#/allOf/0/properties/zone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.owner !== undefined){
let data2 = data.owner;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err5 = {instancePath:instancePath+"/owner",schemaPath:"#/allOf/0/properties/owner/pattern",keyword:"pattern",params:{pattern: "^[a-z]+-[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[a-z]+-[A-Za-z0-9_-]{1,40}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/owner",schemaPath:"#/allOf/0/properties/owner/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.user_id !== undefined){
let data3 = data.user_id;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err7 = {instancePath:instancePath+"/user_id",schemaPath:"#/allOf/0/properties/user_id/pattern",keyword:"pattern",params:{pattern: "^[a-z]+-[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[a-z]+-[A-Za-z0-9_-]{1,40}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/user_id",schemaPath:"#/allOf/0/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.iamuser_name !== undefined){
let data4 = data.iamuser_name;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err9 = {instancePath:instancePath+"/iamuser_name",schemaPath:"#/allOf/0/properties/iamuser_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/iamuser_name",schemaPath:"#/allOf/0/properties/iamuser_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.user_name === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "user_name"},message:"must have required property '"+"user_name"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.email === undefined){
const err13 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.password === undefined){
const err14 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.user_name !== undefined){
let data5 = data.user_name;
if(typeof data5 === "string"){
if(func1(data5) > 64){
const err15 = {instancePath:instancePath+"/user_name",schemaPath:"#/allOf/1/properties/user_name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data5) < 1){
const err16 = {instancePath:instancePath+"/user_name",schemaPath:"#/allOf/1/properties/user_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/user_name",schemaPath:"#/allOf/1/properties/user_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.email !== undefined){
let data6 = data.email;
if(typeof data6 === "string"){
if(func1(data6) > 254){
const err18 = {instancePath:instancePath+"/email",schemaPath:"#/allOf/1/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats0.test(data6))){
const err19 = {instancePath:instancePath+"/email",schemaPath:"#/allOf/1/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/email",schemaPath:"#/allOf/1/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.password !== undefined){
let data7 = data.password;
if(typeof data7 === "string"){
if(!pattern8.test(data7)){
const err21 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/allOf/0/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9!@#%$^&*]*$"},message:"must match pattern \""+"^[A-Za-z0-9!@#%$^&*]*$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(typeof data7 === "string"){
if(!pattern9.test(data7)){
const err22 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/allOf/1/pattern",keyword:"pattern",params:{pattern: "[a-z]"},message:"must match pattern \""+"[a-z]"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(typeof data7 === "string"){
if(!pattern10.test(data7)){
const err23 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/allOf/2/pattern",keyword:"pattern",params:{pattern: "[A-Z]"},message:"must match pattern \""+"[A-Z]"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(typeof data7 === "string"){
if(!pattern11.test(data7)){
const err24 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/allOf/3/pattern",keyword:"pattern",params:{pattern: "[0-9]"},message:"must match pattern \""+"[0-9]"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(typeof data7 === "string"){
if(!pattern12.test(data7)){
const err25 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/allOf/4/pattern",keyword:"pattern",params:{pattern: "[!@#%$^&*]"},message:"must match pattern \""+"[!@#%$^&*]"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(typeof data7 === "string"){
if(func1(data7) > 30){
const err26 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func1(data7) < 11){
const err27 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/minLength",keyword:"minLength",params:{limit: 11},message:"must NOT have fewer than 11 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if((((((((key0 !== "user_name") && (key0 !== "email")) && (key0 !== "password")) && (key0 !== "action")) && (key0 !== "zone")) && (key0 !== "owner")) && (key0 !== "user_id")) && (key0 !== "iamuser_name")){
const err30 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export default exports;
