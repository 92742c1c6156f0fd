// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the ReviewSoftwareApplicationRequest form schema (../form-schemas/review-software-application-request.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["68928b57"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","allOf":[{"type":"object","properties":{"action":{"type":"string","minLength":1,"maxLength":64},"zone":{"type":"string","pattern":"^[a-z][a-z0-9-]{1,31}$","examples":["pek3"]},"owner":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"user_id":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"iamuser_name":{"type":"string","pattern":"^[A-Za-z0-9_.-]{1,64}$","examples":["alice"]}}},{"type":"object","required":["apply_id","status"],"properties":{"apply_id":{"type":"string","pattern":"^swa-[a-z0-9]{4,16}$"},"status":{"type":"string","enum":["passed","rejected"]},"reject_reason":{"type":"string","minLength":1,"maxLength":256,"pattern":"\\S","title":"Reason for rejecting"}},"if":{"properties":{"status":{"const":"rejected"}},"required":["status"]},"then":{"required":["reject_reason"],"properties":{"reject_reason":true}},"else":{"properties":{"reject_reason":false}}}],"unevaluatedProperties":false,"$id":"68928b57"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[a-z][a-z0-9-]{1,31}$", "u");
const pattern5 = new RegExp("^[a-z]+-[A-Za-z0-9_-]{1,40}$", "u");
const pattern7 = new RegExp("^[A-Za-z0-9_.-]{1,64}$", "u");
const pattern8 = new RegExp("^swa-[a-z0-9]{4,16}$", "u");
const pattern9 = new RegExp("\\S", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="68928b57" */;
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
const _errs15 = errors;
let valid2 = true;
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
if(data.status !== undefined){
if("rejected" !== data.status){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
var _valid0 = _errs16 === errors;
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reject_reason === undefined){
const err14 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "reject_reason"},message:"must have required property '"+"reject_reason"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid0 = _errs18 === errors;
valid2 = _valid0;
if(valid2){
var props0 = {};
props0.reject_reason = true;
props0.status = true;
}
ifClause0 = "then";
}
else {
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reject_reason !== undefined){
const err15 = {instancePath:instancePath+"/reject_reason",schemaPath:"#/allOf/1/else/properties/reject_reason/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid0 = _errs19 === errors;
valid2 = _valid0;
if(valid2){
if(props0 !== true){
props0 = props0 || {};
props0.reject_reason = true;
}
}
ifClause0 = "else";
}
if(!valid2){
const err16 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apply_id === undefined){
const err17 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "apply_id"},message:"must have required property '"+"apply_id"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.status === undefined){
const err18 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.apply_id = true;
props0.status = true;
props0.reject_reason = true;
}
if(data.apply_id !== undefined){
let data7 = data.apply_id;
if(typeof data7 === "string"){
if(!pattern8.test(data7)){
const err19 = {instancePath:instancePath+"/apply_id",schemaPath:"#/allOf/1/properties/apply_id/pattern",keyword:"pattern",params:{pattern: "^swa-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^swa-[a-z0-9]{4,16}$"+"\""};
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
const err20 = {instancePath:instancePath+"/apply_id",schemaPath:"#/allOf/1/properties/apply_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.status !== undefined){
let data8 = data.status;
if(typeof data8 !== "string"){
const err21 = {instancePath:instancePath+"/status",schemaPath:"#/allOf/1/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data8 === "passed") || (data8 === "rejected"))){
const err22 = {instancePath:instancePath+"/status",schemaPath:"#/allOf/1/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.reject_reason !== undefined){
let data9 = data.reject_reason;
if(typeof data9 === "string"){
if(func1(data9) > 256){
const err23 = {instancePath:instancePath+"/reject_reason",schemaPath:"#/allOf/1/properties/reject_reason/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func1(data9) < 1){
const err24 = {instancePath:instancePath+"/reject_reason",schemaPath:"#/allOf/1/properties/reject_reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern9.test(data9)){
const err25 = {instancePath:instancePath+"/reject_reason",schemaPath:"#/allOf/1/properties/reject_reason/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/reject_reason",schemaPath:"#/allOf/1/properties/reject_reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.action = true;
props0.zone = true;
props0.owner = true;
props0.user_id = true;
props0.iamuser_name = true;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
for(const key0 in data){
if(!props0 || !props0[key0]){
const err28 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
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
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["7387cf49"] = validate21;
const schema32 = {"properties":{"status":{"const":"rejected"}},"required":["status"],"$id":"7387cf49"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="7387cf49" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status !== undefined){
if("rejected" !== data.status){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "rejected"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"status":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
